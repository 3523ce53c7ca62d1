'use strict';

/**
 * Profiles' single `bio` became `bios`, a text per language (issue 15 §3.10). Runs before Strapi's
 * schema sync drops the old column: an existing bio is kept as the default language's (en).
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('profiles')) || !(await knex.schema.hasColumn('profiles', 'bio'))) return;
    if (!(await knex.schema.hasColumn('profiles', 'bios')))
      await knex.schema.alterTable('profiles', (table) => table.jsonb('bios'));
    const rows = await knex('profiles').select('id', 'bio').whereNotNull('bio').whereNull('bios');
    for (const row of rows) {
      const bio = String(row.bio).trim();
      if (bio) await knex('profiles').where({ id: row.id }).update({ bios: JSON.stringify({ en: bio }) });
    }
  },
};
