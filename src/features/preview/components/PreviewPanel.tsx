import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../design-system/Button/Button';
import { Notification } from '../../../design-system/Notification/Notification';
import { useGetPreviewSettingsQuery } from '../previewApi';
import { previewMessages, previewSummaryMessages } from '../messages';
import { PreviewSettingsDialog } from './PreviewSettingsDialog';

/**
 * The staff preview panel in the footer (newsletter-footer-preview.md 2.4): what the preview shows
 * now (read from the preview cookie; a failed read is a general error), and the 'Preview settings'
 * button that opens the dialog.
 */
export default function PreviewPanel() {
  const intl = useIntl();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const { data, isError } = useGetPreviewSettingsQuery();
  // Only SUCCESS counts (spec 8): another status is a cookie that could not be read.
  const settings = data?.status === 'SUCCESS' ? data : undefined;
  const failed = isError || (data !== undefined && !settings);
  const summary = settings && [
    settings.dateTime
      ? intl.formatMessage(previewSummaryMessages.showingAt, {
          dateTime: intl.formatDate(settings.dateTime, { dateStyle: 'medium', timeStyle: 'short' }),
        })
      : intl.formatMessage(previewMessages.showingNow),
    settings.abTestName && settings.abTestGroup
      ? intl.formatMessage(previewSummaryMessages.showingGroup, {
          test: settings.abTestName,
          group: settings.abTestGroup,
        })
      : undefined,
  ];
  return (
    // The tool speaks English in every site (docs/decisions.md): screen readers are told so.
    <Panel aria-labelledby={titleId} lang="en">
      <Title id={titleId}>{intl.formatMessage(previewMessages.panelLabel)}</Title>
      {failed && (
        <Notification state="error" variant="copysize">
          {intl.formatMessage(previewMessages.settingsFailed)}
        </Notification>
      )}
      {summary && <Summary>{summary.filter(Boolean).join(' ')}</Summary>}
      <div>
        <Button variant="secondary" size="small" onClick={() => setOpen(true)}>
          {intl.formatMessage(previewMessages.open)}
        </Button>
      </div>
      {open && <PreviewSettingsDialog settings={settings} onClose={() => setOpen(false)} />}
    </Panel>
  );
}

const Panel = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space(2),
  padding: theme.space(4),
  border: `2px dashed ${theme.color.border}`,
  borderRadius: theme.radius.m,
}));

const Title = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.font.size.m }));

const Summary = styled.p({ margin: 0 });
