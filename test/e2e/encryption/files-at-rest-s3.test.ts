import { startS3 } from '../files/s3-server';
import { describeFilesAtRest } from './files-at-rest.shared';

describeFilesAtRest('S3 (s3rver)', async () => {
  const s3 = await startS3();
  return { env: s3.env, directory: () => s3.directory, close: () => s3.close() };
});
