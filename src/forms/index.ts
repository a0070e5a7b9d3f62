export { ShopForm } from './components/ShopForm';
export { FormTextInput } from './components/FormTextInput';
export { FormTextarea } from './components/FormTextarea';
export { FormCheckbox } from './components/FormCheckbox';
export { FormSelect } from './components/FormSelect';
export { FormRadioGroup } from './components/FormRadioGroup';
export { FormFileInput } from './components/FormFileInput';
export { required } from './validators';
export type { FieldError } from './fieldFeedback';
