// The flags the server's node runs with, wherever it is started (npm start, the bench, e2e, the scale test).
//
// Decision 85: a young generation of 32–64 MB instead of V8's default that starts at 1 MB and stays small for a
// server whose requests leave little behind. With the default, every request-sized burst of garbage set off a
// scavenge (dozens a second under load, each walking the old generation's pointers into the young one — the
// search index and the caches are hundreds of MB); with this, a tenth as many, and the slowest answers are no
// longer those that waited for one.
export const SERVER_NODE_ARGS = ['--max-semi-space-size=64', '--min-semi-space-size=32'];
