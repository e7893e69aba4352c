/** The public face of the tokens module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { ApiToken } from './api-token.entity';
