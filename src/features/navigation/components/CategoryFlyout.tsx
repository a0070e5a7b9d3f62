import styled from '@emotion/styled';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Icon } from '../../../design-system/Icon/Icon';
import { Image } from '../../../design-system/Image/Image';
import { pushToDataLayer } from '../../../lib/dataLayer';
import { currentPagePath, nodeKey, nodesAlong } from '../drillDown';
import { drillDownToggled, selectFlyout } from '../flyoutSlice';
import { navigationMessages } from '../messages';
import { dimensions } from '../../../config/limits';
import type { NavigationNode, Teaser } from '../types';
import { elementId } from '../../../lib/elementId';

/**
 * The default teaser picture (header-search-cart.md 9: 488x287) at half its size, for screens of
 * twice the density: 244x144 CSS px, the half pixel rounded up so the box has whole pixels.
 */
const teaserImage = {
  width: dimensions.defaultTeaserImage.width / 2,
  height: Math.ceil(dimensions.defaultTeaserImage.height / 2),
};

const linkTarget = (target: string | null | undefined) =>
  target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {};

/**
 * A category's flyout (header-search-cart.md 2): its drill-down list with the teaser panel
 * alongside. The selected branch is the `flyout` slice's; until the shopper chooses, the branch
 * holding the current page is open (header-search-cart.md 4, "Drill-down").
 */
export function CategoryFlyout({ id, category }: { id: string; category: NavigationNode }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [pathname] = useLocation();
  const chosen = useAppSelector(selectFlyout).drillDown[id];
  const current = currentPagePath(category.children, pathname);
  const selected = chosen ?? current;
  // The teasers of the deepest open node that has some, else the category's own.
  const teaser =
    [...nodesAlong(category.children, selected)].reverse().find((node) => node.teaser?.list.length)?.teaser ??
    category.teaser;

  const toggle = (path: string[]) => dispatch(drillDownToggled({ item: id, current: selected, node: path }));

  return (
    <Layout>
      <div>
        <AllLink href={category.href} {...linkTarget(category.target)}>
          {intl.formatMessage(navigationMessages.showAll, { category: category.title })}
        </AllLink>
        <DrillDownList
          nodes={category.children ?? []}
          path={[]}
          selected={selected}
          current={current}
          onToggle={toggle}
        />
      </div>
      {teaser && teaser.list.length > 0 && <TeaserPanel title={teaser.title} teasers={teaser.list} />}
    </Layout>
  );
}

interface DrillDownListProps {
  nodes: NavigationNode[];
  /** The path of the node these are the children of. */
  path: string[];
  selected: string[];
  /** The path of the node holding the current page. */
  current: string[];
  onToggle: (path: string[]) => void;
}

const startsWith = (path: readonly string[], prefix: readonly string[]) =>
  prefix.length > 0 && prefix.every((key, depth) => path[depth] === key);

/** One level of the drill-down: nodes with children are disclosure buttons, the others links. */
function DrillDownList({ nodes, path, selected, current, onToggle }: DrillDownListProps) {
  const intl = useIntl();
  const idPrefix = useId();
  return (
    <Level>
      {nodes.map((node, index) => {
        const nodePath = [...path, nodeKey(index)];
        const isCurrent = current.length === nodePath.length && startsWith(current, nodePath);
        if (!node.children?.length) {
          return (
            <li key={nodePath.join('.')}>
              <NodeLink href={node.href} aria-current={isCurrent ? 'page' : undefined} {...linkTarget(node.target)}>
                {node.title}
              </NodeLink>
            </li>
          );
        }
        const open = startsWith(selected, nodePath);
        const branchId = elementId(idPrefix, index);
        return (
          <li key={nodePath.join('.')}>
            <NodeButton
              type="button"
              aria-expanded={open}
              aria-controls={branchId}
              data-current={startsWith(current, nodePath) || undefined}
              onClick={() => onToggle(nodePath)}
            >
              {node.title}
              <Icon name={open ? 'chevronUp' : 'chevronDown'} size={12} />
            </NodeButton>
            <Branch id={branchId} hidden={!open}>
              <NodeLink href={node.href} aria-current={isCurrent ? 'page' : undefined} {...linkTarget(node.target)}>
                {intl.formatMessage(navigationMessages.showAll, { category: node.title })}
              </NodeLink>
              <DrillDownList
                nodes={node.children}
                path={nodePath}
                selected={selected}
                current={current}
                onToggle={onToggle}
              />
            </Branch>
          </li>
        );
      })}
    </Level>
  );
}

/** The teasers beside the drill-down; a click is a navigation ga_event (header-search-cart.md 7). */
function TeaserPanel({ title, teasers }: { title: string | null | undefined; teasers: Teaser[] }) {
  const intl = useIntl();
  return (
    <Teasers aria-label={title || intl.formatMessage(navigationMessages.teasers)}>
      {teasers.map((teaser) => {
        const href = teaser.link.url ?? teaser.link.href ?? '';
        return (
          <TeaserLink
            key={`${href} ${teaser.title}`}
            href={href}
            {...linkTarget(teaser.link.target)}
            onClick={() =>
              pushToDataLayer({
                event: 'ga_event',
                eventCategory: 'navigation',
                eventAction: 'teaser click',
                eventLabel: teaser.title,
                eventTarget: href,
              })
            }
          >
            {teaser.image && (
              <Image
                src={teaser.image.src}
                alt={teaser.image.alt ?? ''}
                width={teaserImage.width}
                height={teaserImage.height}
              />
            )}
            <span>{teaser.title}</span>
          </TeaserLink>
        );
      })}
    </Teasers>
  );
}

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(6),
  paddingRight: theme.space(12),
  [theme.mq.up('l')]: { gridTemplateColumns: 'minmax(240px, 1fr) auto' },
}));

const AllLink = styled.a(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: theme.color.link,
  fontWeight: theme.font.weight.bold,
}));

const Level = styled.ul({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Branch = styled.div(({ theme }) => ({ paddingLeft: theme.space(4) }));

const NodeLink = styled.a(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  color: theme.color.text,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  '&[aria-current="page"]': { fontWeight: theme.font.weight.bold, color: theme.color.brand },
}));

const NodeButton = styled.button(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(2),
  width: '100%',
  maxWidth: '360px',
  minHeight: '44px',
  padding: 0,
  border: 0,
  background: 'none',
  color: theme.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  '&[aria-expanded="true"], &[data-current]': { fontWeight: theme.font.weight.bold },
  ':hover': { textDecoration: 'underline' },
}));

const Teasers = styled.section(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(4),
  alignContent: 'start',
}));

const TeaserLink = styled.a(({ theme }) => ({
  display: 'grid',
  gap: theme.space(1),
  width: `${teaserImage.width}px`,
  color: theme.color.text,
  fontWeight: theme.font.weight.bold,
  textDecoration: 'none',
  ':hover span': { textDecoration: 'underline' },
}));
