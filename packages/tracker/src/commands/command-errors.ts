// Exit codes: 0 done, 1 failure (server, network, disk), 2 usage error, a project / to-do that
// matches none or several, or a decision a script must make with an option, 3 not signed in / token
// revoked.
export class UsageError extends Error {}
export class NoSuchChoice extends Error {}
export class ChoiceNeeded extends Error {}
export class SignInNeeded extends Error {}
