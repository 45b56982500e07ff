import { checkContract } from '../test-support/openapi-contract';

checkContract(4, 4);
