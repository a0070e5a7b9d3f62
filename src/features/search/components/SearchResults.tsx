import styled from '@emotion/styled';
import { useDeferredValue, useId } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { selectPageOrigin } from '../../../app/platform';
import { Image } from '../../../design-system/Image/Image';
import { Loader } from '../../../design-system/Loader/Loader';
import { Notification } from '../../../design-system/Notification/Notification';
import { searchResultsMessages, searchResultsStatusMessages } from '../messages';
import { normaliseSearchTerm } from '../normaliseSearchTerm';
import { productHref } from '../productHref';
import { trackSuggestedProductClick } from '../searchTracking';
import { useSearchResultsQuery } from '../useSearchResultsQuery';

const imagePx = 160;

/**
 * The results page's demo content: the products the suggestion service returns for the query
 * (the real results page is another application's).
 */
export function SearchResults({ query, held = false }: { query: string; held?: boolean }) {
  const intl = useIntl();
  const headingId = useId();
  const q = normaliseSearchTerm(query);
  const { data: answer, isError, isFetching } = useSearchResultsQuery(query);
  const origin = useAppSelector(selectPageOrigin);
  // The grid of the answer renders as a deferred, interruptible render: a store update alone
  // would render all its cards in one piece, a long task on a phone (issue 16).
  const data = useDeferredValue(answer);
  // Held by the page (its banner is on its way): the request has gone out, nothing shows yet.
  if (q === '' || held) return null;
  if (isError)
    return <Notification state="error">{intl.formatMessage(searchResultsStatusMessages.error)}</Notification>;
  // The loader stays until the deferred render has the answer (never last query's cards).
  if (isFetching || !data || data !== answer)
    return <Loader type="coffeeCup" label={intl.formatMessage(searchResultsStatusMessages.loading)} />;
  if (data.products.length === 0) return <p>{intl.formatMessage(searchResultsMessages.none, { query: q })}</p>;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(searchResultsMessages.heading, { query: q })}</h2>
      <Grid>
        {data.products.map((product) => (
          <li key={product.id}>
            <Card
              href={productHref(product, q, origin)}
              onClick={() => trackSuggestedProductClick(product.id)}
              onAuxClick={(event) => {
                if (event.button === 1) trackSuggestedProductClick(product.id);
              }}
            >
              {/* The title beside it names the card: the picture is decorative (axe image-redundant-alt). */}
              <Image src={product.imageProductThumb} alt="" width={imagePx} height={imagePx} />
              <span>{product.title}</span>
            </Card>
          </li>
        ))}
      </Grid>
    </section>
  );
}

const Grid = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${imagePx + 16}px, 1fr))`,
  gap: theme.space(4),
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));

const Card = styled.a(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  color: theme.color.text,
  textDecoration: 'none',
  ':hover span': { textDecoration: 'underline' },
}));
