import { fuzzOperations } from '../test-support/openapi-fuzz';

fuzzOperations(2, 4);
