// knex, Strapi's SQLite client, loads `better-sqlite3` by that name; this package is it, and hands
// over the build that runs on this Node:
// - Node 22 and later: better-sqlite3 13 (Node-API, prebuilt in the package). 12 derives its
//   objects from node::ObjectWrap, whose headers since Node 24.19 add cleanup hooks that abort
//   the process (`Assertion failed: (env) != nullptr` in RemoveEnvironmentCleanupHook).
// - Node 20: better-sqlite3 12, compiled at install against this Node's headers. 13 needs Node 22
//   (its engines) and its prebuilt crashes on Node 20's first query.
const major = Number(process.versions.node.split('.')[0]);
if (major >= 22) {
  module.exports = require('better-sqlite3-13');
} else {
  try {
    module.exports = require('better-sqlite3-12');
  } catch (error) {
    throw new Error(
      `Node ${process.version} uses better-sqlite3 12, which \`npm install\` could not compile (it is optional, so the install went on). ` +
        "It needs this Node's headers: node-gyp downloads them, or offline set npm_config_nodedir to the folder " +
        'that holds include/node (e.g. /usr for /usr/bin/node) and run `npm install` again.',
      { cause: error },
    );
  }
}
