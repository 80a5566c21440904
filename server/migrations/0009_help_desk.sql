-- The help desk's questions (issue 27): a signed-in user asks, from a page of the portal; staff with the role
-- help-desk answer; the asker reads the answer on their account page. Texts are stored as written and always
-- shown as text. An answer may become a draft help-desk article (content_item), which the question names.
create table help_desk_question (
  id uuid primary key,
  username text not null,
  question text not null,
  -- The portal path the question was asked from, when it was one.
  page text,
  asked_at timestamptz not null default now(),
  answer text,
  answered_by text,
  answered_at timestamptz,
  article_id uuid references content_item (id),
  constraint help_desk_question_answered check ((answer is null) = (answered_at is null))
);
create index help_desk_question_asker on help_desk_question (username, asked_at desc);
create index help_desk_question_queue on help_desk_question ((answer is null), asked_at desc);
