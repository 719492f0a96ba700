-- The audit log refuses TRUNCATE too: row triggers do not see it.
CREATE TRIGGER "staff_actions_no_truncate" BEFORE TRUNCATE ON "staff_actions"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_actions_append_only"();
