import { checkContract } from '../test-support/openapi-contract';

checkContract(3, 4);
