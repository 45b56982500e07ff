import { fuzzOperations } from '../test-support/openapi-fuzz';

fuzzOperations(1, 4);
