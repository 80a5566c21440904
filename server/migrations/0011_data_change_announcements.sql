-- Every instance keeps reference data, published content, the traders' guide's rules and the HS code finder's
-- model in memory (decisions 0001 and 0012). Each change bumps a version row in its transaction; these
-- triggers announce the bump on a channel, delivered at commit to every instance listening, so that an edit on
-- one instance shows on the others within milliseconds rather than at their next check of the versions. A
-- trigger rather than a statement at each write: the import command, the editors' routes and any later writer
-- announce alike. The channel names are server/src/database/dataChangeChannels.ts's.
create function announce_data_change() returns trigger
language plpgsql as $$
begin
  perform pg_notify(tg_argv[0], '');
  return null;
end;
$$;

create trigger reference_entity_version_announced
  after insert or update on reference_entity_version
  for each statement execute function announce_data_change('reference_changed');

create trigger content_version_announced
  after update on content_version
  for each statement execute function announce_data_change('content_changed');

create trigger guide_version_announced
  after update on guide_version
  for each statement execute function announce_data_change('guide_changed');

-- A build of the model is served once it is complete.
create trigger hs_model_completed_announced
  after update of complete on hs_model
  for each statement execute function announce_data_change('hs_model_changed');
