import styled from '@emotion/styled';
import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../design-system/Button/Button';
import { DateInput, TimeInput } from '../../../design-system/DateInput/DateInput';
import { ExpansionPanel } from '../../../design-system/ExpansionPanel/ExpansionPanel';
import { Modal } from '../../../design-system/Modal/Modal';
import { Notification } from '../../../design-system/Notification/Notification';
import { Select } from '../../../design-system/Select/Select';
import { SubmitButton } from '../../../forms';
import {
  abSelectionSlice,
  dateChanged,
  groupChosen,
  initialAbSelection,
  isSelectionComplete,
  noTest,
  testChosen,
  testsLoaded,
} from '../abSelection';
import { previewMessages } from '../messages';
import { useApplyPreviewSettingsMutation, useGetActiveAbTestsQuery } from '../previewApi';
import { dateAndTimeFields, isPreviewDate, previewDateTime } from '../previewDateTime';
import { previewLogoutRequested } from '../previewSlice';
import type { PreviewCheckResult } from '../types';

type Message = 'applied' | 'applyFailed' | 'groupMissing';
const messageState = { applied: 'success', applyFailed: 'error', groupMissing: 'error' } as const;

interface PreviewSettingsDialogProps {
  /** What the preview cookie holds now; the fields start from it (or from now without it). */
  settings: PreviewCheckResult | undefined;
  onClose: () => void;
}

/**
 * The preview settings dialog (newsletter-footer-preview.md 2.4, 4, 5, 8): date and time, the
 * A/B test and group of the tests active on that date, 'Set preview settings' with its result in
 * the message area, and 'Logout'. The selection follows the transitions of `abSelection`.
 */
export function PreviewSettingsDialog({ settings, onClose }: PreviewSettingsDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [fields, setFields] = useState(() => dateAndTimeFields(settings?.dateTime ?? null, Date.now()));
  const [selection, dispatchSelection] = useReducer(abSelectionSlice.reducer, settings, (initial) =>
    initialAbSelection(initial?.abTestName ?? null, initial?.abTestGroup ?? null),
  );
  // 'None' and the placeholder both mean no selection, but the select shows the one chosen: were
  // 'None' shown as the placeholder, an arrow key on the closed select (Windows, Linux) would land
  // on 'None' and be thrown back to the placeholder, and the tests below 'None' could never be
  // reached by keyboard.
  const [emptyTestOption, setEmptyTestOption] = useState<'' | typeof noTest>('');
  const [message, setMessage] = useState<Message | null>(null);
  const dateIsValid = isPreviewDate(fields.date);
  // currentData: the list of the date in the field, never the previous date's while the new one loads.
  const tests = useGetActiveAbTestsQuery(fields.date, { skip: !dateIsValid });
  const activeTests = tests.currentData;
  const [apply, applying] = useApplyPreviewSettingsMutation();

  useEffect(() => {
    if (activeTests) dispatchSelection(testsLoaded(activeTests.map((test) => test.name)));
  }, [activeTests]);

  const loadingTests = tests.isFetching;
  const groups = activeTests?.find((test) => test.name === selection.test)?.groups ?? [];
  const t = intl.formatMessage;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (applying.isLoading) return;
    setMessage(null);
    if (!isSelectionComplete(selection)) {
      setMessage('groupMissing');
      return;
    }
    const result = await apply({
      test: selection.test,
      group: selection.group,
      previewDateTime: previewDateTime(fields.date, fields.time, Date.now()),
    });
    setMessage(result.data?.status === 'SUCCESS' ? 'applied' : 'applyFailed');
  };

  return (
    <Modal
      open
      lang="en"
      onClose={onClose}
      title={t(previewMessages.title)}
      closeLabel={t(previewMessages.close)}
      size="M"
      footer={
        <Button variant="secondary" onClick={() => dispatch(previewLogoutRequested())}>
          {t(previewMessages.logout)}
        </Button>
      }
    >
      {/* Fire and forget: the mutation's promise never rejects (RTK Query resolves with data or an
          error), and its outcome shows through the message the submit sets. */}
      <Form onSubmit={(event) => void submit(event)} noValidate aria-label={t(previewMessages.title)}>
        <Row>
          <DateInput
            label={t(previewMessages.date)}
            value={fields.date}
            onChange={(date) => {
              setFields((current) => ({ ...current, date }));
              dispatchSelection(dateChanged());
            }}
          />
          <TimeInput
            label={t(previewMessages.time)}
            value={fields.time}
            onChange={(time) => setFields((current) => ({ ...current, time }))}
          />
        </Row>
        <ExpansionPanel title={t(previewMessages.abSettings)} defaultOpen={selection.test !== ''}>
          <AbFields>
            {dateIsValid && !loadingTests && <TestsStatus failed={tests.isError} count={activeTests?.length} />}
            <Select
              label={t(previewMessages.testName)}
              placeholder={t(loadingTests ? previewMessages.loadingTests : previewMessages.testPlaceholder)}
              options={[
                { value: noTest, label: t(previewMessages.noTest) },
                ...(activeTests ?? []).map(({ name }) => ({ value: name, label: name })),
              ]}
              value={selection.test === '' ? emptyTestOption : selection.test}
              disabled={loadingTests}
              onChange={(test) => {
                setEmptyTestOption(test === noTest ? noTest : '');
                dispatchSelection(testChosen(test));
              }}
            />
            <Select
              label={t(previewMessages.testGroup)}
              placeholder={t(loadingTests ? previewMessages.loading : previewMessages.groupPlaceholder)}
              options={groups.map(({ name }) => ({ value: name, label: name }))}
              value={selection.group}
              disabled={loadingTests || selection.test === ''}
              state={selection.groupRequired ? 'error' : 'default'}
              error={t(previewMessages.required)}
              onChange={(group) => dispatchSelection(groupChosen(group))}
            />
          </AbFields>
        </ExpansionPanel>
        <div>
          <SubmitButton busy={applying.isLoading} busyLabel={t(previewMessages.submitting)}>
            {t(previewMessages.submit)}
          </SubmitButton>
        </div>
        {/* The message area: emptied by every click on the button, then filled with its outcome. */}
        <div>
          {message && (
            <Notification state={messageState[message]} variant="copysize">
              {t(previewMessages[message])}
            </Notification>
          )}
        </div>
      </Form>
    </Modal>
  );
}

/** Whether the date's tests loaded, and whether any is active (spec 8). */
function TestsStatus({ failed, count }: { failed: boolean; count: number | undefined }) {
  const intl = useIntl();
  if (failed)
    return (
      <Notification state="error" variant="copysize">
        {intl.formatMessage(previewMessages.testsFailed)}
      </Notification>
    );
  if (count === undefined) return null;
  return (
    <Notification state={count === 0 ? 'info' : 'success'} variant="copysize">
      {intl.formatMessage(count === 0 ? previewMessages.noActiveTests : previewMessages.testsFound)}
    </Notification>
  );
}

const Form = styled.form(({ theme }) => ({ display: 'grid', gap: theme.space(4) }));

const Row = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(4),
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
}));

const AbFields = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(4), paddingBottom: theme.space(4) }));
