import { fuzzOperations } from '../test-support/openapi-fuzz';

fuzzOperations(3, 4);
