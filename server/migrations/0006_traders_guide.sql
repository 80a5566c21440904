-- The traders' guide's rules (issue 24): each says that an attached document is required, or required under a
-- condition, for the consignments it matches. What a rule says is kept as the domain's GuideRuleDraft (jsonb,
-- checked by the domain's guideRuleDraftProblems); the document code and status are columns for the editors'
-- filters. A withdrawn rule stays, with its history, and never matches.
create table guide_rule (
  id uuid primary key,
  document_code text not null,
  status text not null default 'active',
  rule jsonb not null,
  sample boolean not null default false,
  -- The shipped starting set's stable key of the rule, when it came from there; null for editors' rules.
  shipped_key text unique,
  -- Counts the rule's changes: an editor's save names the version it started from, so that two editors
  -- cannot overwrite each other unseen.
  version integer not null default 1,
  created_at timestamptz not null default now(),
  created_by text not null,
  updated_at timestamptz not null default now(),
  updated_by text not null,
  constraint guide_rule_status check (status in ('active', 'withdrawn'))
);
create index guide_rule_document on guide_rule (document_code, status);

-- Who changed which rule, how, and the rule as it was after the change.
create table guide_rule_change (
  id bigint generated always as identity primary key,
  rule_id uuid not null references guide_rule (id),
  action text not null,
  username text not null,
  changed_at timestamptz not null default now(),
  rule jsonb not null,
  constraint guide_rule_change_action check (action in ('create', 'update', 'withdraw', 'import'))
);
create index guide_rule_change_rule on guide_rule_change (rule_id, changed_at desc);

-- Bumped in the same transaction as any change of a rule, so that every server instance rebuilds its memory
-- copy of the rules within one refresh interval.
create table guide_version (
  id boolean primary key default true check (id),
  version bigint not null default 0,
  changed_at timestamptz not null default now()
);
insert into guide_version (id, version) values (true, 0);
