-- Help-desk questions were keyed by their asker's username (issue 44, finding 10b): a name can change or be
-- given to another account, and a machine client without one was named by its subject, which an account's
-- name could equal. A question now belongs to its asker's token subject (`sub`), which no other account or
-- client takes; `username` stays as the name staff read. Questions asked before keep their owner: the
-- embedded provider's subject is the account's id. A question whose name no account here holds (an
-- external Keycloak's user) keeps a null subject and is still found by that name.
alter table help_desk_question add column asker_sub text;

update help_desk_question question
   set asker_sub = account.id::text
  from app_user account
 where account.username = question.username;

create index help_desk_question_asker_sub on help_desk_question (asker_sub, asked_at desc);
-- The questions one asker has waiting, counted at each new question (HELP_DESK_LIMITS.openQuestionsPerAsker).
create index help_desk_question_open_of_asker on help_desk_question (asker_sub) where answer is null;
