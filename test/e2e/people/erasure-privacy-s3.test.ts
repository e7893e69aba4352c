import { startS3 } from '../files/s3-server';
import { describeErasurePrivacy } from './erasure-privacy.shared';

describeErasurePrivacy('S3 (s3rver)', async () => {
  const s3 = await startS3();
  return { env: s3.env, directory: () => s3.directory, close: () => s3.close() };
});
