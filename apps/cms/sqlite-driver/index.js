// knex, Strapi's SQLite client, loads `better-sqlite3` by that name; this package is it, and hands
// over the build that runs on this Node:
// - Node 22 and later: better-sqlite3 13 (Node-API, prebuilt in the package). 12 derives its
//   objects from node::ObjectWrap, whose headers since Node 24.19 add cleanup hooks that abort
//   the process (`Assertion failed: (env) != nullptr` in RemoveEnvironmentCleanupHook).
// - Node 20: better-sqlite3 12, compiled at install against this Node's headers. 13 needs Node 22
//   (its engines) and its prebuilt crashes on Node 20's first query.
// 12 is optional, so `npm install` goes on where it cannot compile (or, on Node 26, which its engines
// leave out, skips it); 13 is not, as npm would skip it on Node 20 and a tree installed there also
// serves Node 22+ (scripts/with-node.sh). The one this Node needs says here when it is missing.
const major = Number(process.versions.node.split('.')[0]);
const driver = major >= 22 ? 'better-sqlite3-13' : 'better-sqlite3-12';
try {
  module.exports = require(driver);
} catch (error) {
  throw new Error(
    `Node ${process.version} uses ${driver}, which \`npm install\` could not install. node-gyp needs this ` +
      "Node's headers: it downloads them, or offline set npm_config_nodedir to the folder that holds " +
      'include/node (e.g. /usr for /usr/bin/node), then run `npm install` again.',
    { cause: error },
  );
}
