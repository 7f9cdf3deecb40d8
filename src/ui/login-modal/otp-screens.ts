// The code and success screens of a code login: one chunk the modal fetches as it opens.
export { CodeScreen } from '../screens/code-screen';
export { SuccessScreen } from '../screens/success-screen';
