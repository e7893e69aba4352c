-- Transaction control every part of src/ issues during the test suite (normalised; see README.md, Development).
-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

COMMIT;

ROLLBACK;

START TRANSACTION;

