/** The public face of the data-exports module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { exportKeyUsage, type ExportKeyUsage } from './export-keys';
export { ExportKeysService } from './export-keys.service';
export { exportFileStore } from './export-keyed-store';
export { DataExportsModule } from './data-exports.module';
export { SubjectAccessErasure } from './subject-access/subject-access-erasure';
