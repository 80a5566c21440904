-- Reference data of every entity (spec §3), one row per record and validity period.
-- Fields are kept as the service sends them (jsonb of strings); the entity catalog in the domain package
-- says which fields exist and how they compare.
create table reference_record (
  id bigint generated always as identity primary key,
  entity text not null,
  -- What tells records of one entity apart within a period (code; IM-4 for a model of declaration).
  record_key text not null,
  valid_from date not null,
  valid_to date,
  fields jsonb not null,
  constraint reference_record_period check (valid_to is null or valid_to >= valid_from),
  constraint reference_record_unique unique (entity, record_key, valid_from)
);

-- Bumped in the same transaction as any change, so that every server instance rebuilds its memory cache.
create table reference_entity_version (
  entity text primary key,
  version bigint not null default 1,
  changed_at timestamptz not null default now()
);

-- One row per data set loaded: where it came from, and whether it is sample data we wrote.
create table reference_import (
  id bigint generated always as identity primary key,
  entity text not null,
  source text not null,
  valid_from date not null,
  row_count integer not null,
  sample boolean not null,
  imported_at timestamptz not null default now()
);
create index reference_import_entity on reference_import (entity, imported_at desc);
