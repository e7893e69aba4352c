/** The public face of the person-erasure module (docs/architecture.md, "Module boundaries"). */
export { PersonErasureModule } from './person-erasure.module';
export { ErasureSteps } from './erasure-steps.service';
export { ErasureJobs } from './erasure-jobs';
