import { checkContract } from '../test-support/openapi-contract';

checkContract(2, 4);
