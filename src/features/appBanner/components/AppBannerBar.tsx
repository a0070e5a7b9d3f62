import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { nativeApp } from '../../../config/nativeApp';
import { ButtonLink } from '../../../design-system/Button/ButtonLink';
import { Icon } from '../../../design-system/Icon/Icon';
import { IconButton } from '../../../design-system/IconButton/IconButton';
import { Rating } from '../../../design-system/Rating/Rating';
import { appBannerMessages } from '../messages';
import { appBannerBarHeight } from './barHeight';

/** The banner as shown: headline, the store rating, the open-app button and its close icon. */
export function AppBannerBar({ android, onDismiss }: { android: boolean; onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <Bar aria-label={intl.formatMessage(appBannerMessages.label)}>
      <AppIcon aria-hidden="true">
        <Icon name="coffeeStamps" />
      </AppIcon>
      <Texts>
        <Headline>{intl.formatMessage(appBannerMessages.headline)}</Headline>
        <Rating
          value={nativeApp.rating.value}
          label={intl.formatMessage(appBannerMessages.rating, { value: nativeApp.rating.value })}
          count={intl.formatMessage(appBannerMessages.ratingCount, { count: nativeApp.rating.count })}
        />
      </Texts>
      <ButtonLink variant="primary" href={android ? nativeApp.storeLinks.android : nativeApp.storeLinks.ios}>
        {intl.formatMessage(appBannerMessages.open)}
      </ButtonLink>
      <IconButton
        icon={<Icon name="close" />}
        variant="secondary"
        aria-label={intl.formatMessage(appBannerMessages.close)}
        onClick={onDismiss}
      />
    </Bar>
  );
}

const Bar = styled.section(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(3),
  boxSizing: 'border-box',
  minHeight: appBannerBarHeight,
  padding: `${theme.space(2)} ${theme.space(3)}`,
  background: theme.color.surfaceAlt,
  borderBottom: `1px solid ${theme.color.border}`,
  fontSize: theme.font.size.s,
}));

const AppIcon = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  flex: 'none',
  borderRadius: theme.radius.l,
  background: theme.color.brand,
  color: theme.color.textInverse,
}));

// One column as wide as the space left, not as wide as the rating: the texts wrap inside it.
const Texts = styled.div({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', flex: 1, minWidth: 0 });

// A long word (German compounds, Hungarian) breaks, hyphenated in the page's language, rather than
// running under the open button: a grid item's min-content is otherwise its longest word. The
// rating beside it keeps its own width.
const Headline = styled.strong({ overflowWrap: 'anywhere', hyphens: 'auto' });
