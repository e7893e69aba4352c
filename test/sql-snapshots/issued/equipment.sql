-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- EquipmentCatalogService.forgetUsesOf (src/modules/equipment/catalog/equipment-catalog.service.ts)

WITH
  mine AS (
    SELECT DISTINCT
      lower(type) AS type,
      lower(name) AS name
    FROM
      equipment
    WHERE
      company_id = $1
      AND person_id = $2
  ),
  unshared AS (
    SELECT
      m.type,
      m.name
    FROM
      mine m
    WHERE
      NOT EXISTS (
        SELECT
          1
        FROM
          equipment e
        WHERE
          e.company_id = $1
          AND lower(e.type) = m.type
          AND lower(e.name) = m.name
          AND e.person_id <> $2
      )
  ),
  names AS (
    DELETE FROM equipment_names n USING unshared u
    WHERE
      n.company_id = $1
      AND lower(n.type) = u.type
      AND lower(n.value) = u.name
      AND NOT n.is_default
    RETURNING
      n.id
  ),
  types AS (
    DELETE FROM equipment_types t USING (
      SELECT DISTINCT
        type
      FROM
        unshared
    ) u
    WHERE
      t.company_id = $1
      AND lower(t.value) = u.type
      AND NOT t.is_default
      AND NOT EXISTS (
        SELECT
          1
        FROM
          equipment e
        WHERE
          e.company_id = $1
          AND lower(e.type) = u.type
          AND e.person_id <> $2
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          equipment_names n
        WHERE
          n.company_id = $1
          AND lower(n.type) = u.type
          AND NOT EXISTS (
            SELECT
              1
            FROM
              unshared x
            WHERE
              x.type = lower(n.type)
              AND x.name = lower(n.value)
          )
      )
    RETURNING
      t.id
  )
SELECT
  (
    SELECT
      count(*)::int
    FROM
      names
  ) AS names,
  (
    SELECT
      count(*)::int
    FROM
      types
  ) AS types;

-- EquipmentCatalogService.insertDefaults (src/modules/equipment/catalog/equipment-catalog.service.ts)

INSERT INTO
  equipment_types (
    id,
    company_id,
    value,
    is_default,
    created_at,
    updated_at
  )
VALUES
  ($1, …, true, $2, $2)
ON CONFLICT (company_id, lower(value)) DO NOTHING;

-- EquipmentCatalogService.recordUse (src/modules/equipment/catalog/equipment-catalog.service.ts)

INSERT INTO
  equipment_names (
    id,
    company_id,
    type,
    value,
    is_default,
    created_at,
    updated_at
  )
VALUES
  ($1, …, false, $2, $2)
ON CONFLICT (company_id, lower(type), lower(value)) DO NOTHING;

INSERT INTO
  equipment_types (
    id,
    company_id,
    value,
    is_default,
    created_at,
    updated_at
  )
VALUES
  ($1, …, false, $2, $2)
ON CONFLICT (company_id, lower(value)) DO NOTHING;

