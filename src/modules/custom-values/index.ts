/** The public face of the custom-values module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { SECTION_POLICY, sectionScopeAllows } from './custom-value-access';
