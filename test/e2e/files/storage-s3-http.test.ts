import { describeHttpStorage } from './http-storage.shared';
import { startS3 } from './s3-server';

describeHttpStorage('S3 (s3rver)', () => startS3());
