import { checkContract } from '../test-support/openapi-contract';

checkContract(1, 4);
