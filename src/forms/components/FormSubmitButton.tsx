import { useFormState } from 'react-final-form';
import { SubmitButton, type SubmitButtonProps } from './SubmitButton';

const submittingOnly = { submitting: true };

/**
 * The submit button of a ShopForm: busy while that form is sent. It follows the form's
 * `submitting` itself, so a submit re-renders this button alone, not the form's fields and
 * pictures (issue 38: the whole sign-up re-rendered in the click's frame).
 */
export function FormSubmitButton(props: Omit<SubmitButtonProps, 'busy'>) {
  const { submitting } = useFormState({ subscription: submittingOnly });
  return <SubmitButton {...props} busy={Boolean(submitting)} />;
}
