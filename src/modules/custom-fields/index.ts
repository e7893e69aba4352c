/** The custom-fields module's public face. */
export { lockFieldShared } from './field-lock';
