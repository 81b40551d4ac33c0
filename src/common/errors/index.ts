export { AppError, fieldError, validationError } from './app-error';
export { errorMessage } from './error-messages';
export { TextUpTo, WholeNumberId } from './field-rules';
export { rule } from './rule';
