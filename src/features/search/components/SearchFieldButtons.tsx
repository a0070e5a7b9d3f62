import { useIntl } from 'react-intl';
import { Icon } from '../../../design-system/Icon/Icon';
import { IconButton } from '../../../design-system/IconButton/IconButton';
import { searchFieldMessages } from '../messages';

/** The field's clear button (while it holds text) and its submit button: the plain field's and the combobox's. */
export function SearchFieldButtons({ canClear, onClear }: { canClear: boolean; onClear: () => void }) {
  const intl = useIntl();
  return (
    <>
      {canClear && (
        <IconButton
          variant="background"
          aria-label={intl.formatMessage(searchFieldMessages.clear)}
          icon={<Icon name="close" size={16} />}
          onClick={onClear}
        />
      )}
      <IconButton
        type="submit"
        variant="background"
        aria-label={intl.formatMessage(searchFieldMessages.submit)}
        icon={<Icon name="search" />}
      />
    </>
  );
}
