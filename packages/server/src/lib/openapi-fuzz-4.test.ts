import { fuzzOperations } from '../test-support/openapi-fuzz';

fuzzOperations(4, 4);
