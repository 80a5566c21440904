-- The information site's content (issue 7): news, custom pages, downloads, FAQ, home-page blocks, help-desk
-- articles, SROs and their categories. An item keeps its fields and its texts per language (jsonb, checked by
-- the domain's contentDraftProblems); every change is recorded with who made it and when.
create table content_item (
  id uuid primary key,
  kind text not null,
  slug text not null,
  status text not null default 'draft',
  fields jsonb not null default '{}',
  translations jsonb not null,
  sample boolean not null default false,
  -- Counts the item's changes: an editor's save names the version it started from, so that two editors
  -- cannot overwrite each other unseen.
  version integer not null default 1,
  created_at timestamptz not null default now(),
  created_by text not null,
  updated_at timestamptz not null default now(),
  updated_by text not null,
  published_at timestamptz,
  constraint content_item_status check (status in ('draft', 'published')),
  constraint content_item_slug unique (kind, slug)
);
create index content_item_published on content_item (kind, status);

-- Who changed what, and the item as it was after the change.
create table content_change (
  id bigint generated always as identity primary key,
  item_id uuid not null references content_item (id),
  action text not null,
  username text not null,
  changed_at timestamptz not null default now(),
  item jsonb not null,
  constraint content_change_action check (action in ('create', 'update', 'publish', 'unpublish'))
);
create index content_change_item on content_change (item_id, changed_at desc);

-- Uploaded files, stored in the database (so that every server instance serves them) in chunks of a
-- mebibyte, read back one at a time.
create table content_media (
  id uuid primary key,
  file_name text not null,
  content_type text not null,
  byte_size bigint not null,
  sha256 text not null,
  sample boolean not null default false,
  uploaded_at timestamptz not null default now(),
  uploaded_by text not null
);

create table content_media_chunk (
  media_id uuid not null references content_media (id),
  position integer not null,
  data bytea not null,
  primary key (media_id, position)
);

-- Bumped in the same transaction as any change of content, so that every server instance rebuilds its
-- memory copy and regenerates the pages it changed.
create table content_version (
  id boolean primary key default true check (id),
  version bigint not null default 0,
  changed_at timestamptz not null default now()
);
insert into content_version (id, version) values (true, 0);
