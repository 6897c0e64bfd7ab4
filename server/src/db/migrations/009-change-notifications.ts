/**
 * Servers sharing one PostgreSQL keep copies of a few tables in memory; these
 * triggers tell them, through NOTIFY on the change channel, when a row they
 * may keep changes, whoever changed it (another server, an admin command, a
 * hand-written UPDATE). PostgreSQL sends a notification when the transaction
 * commits, and identical ones of one transaction once, so a content load of
 * many rows is one 'content'. db/change-channel.ts listens.
 *
 *   credential:<key>   an API key changed or was deleted (revoked), a login session closed
 *   membership:<user>  a membership of that user changed or ended
 *   flags, content     any row of system_flags, content_articles
 */
export default /* sql */ `
CREATE FUNCTION notify_change_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hashvale_changes', TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> TG_ARGV[1]));
  RETURN NULL;
END $$;

CREATE FUNCTION notify_change_of_table() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hashvale_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;

CREATE TRIGGER api_keys_changed AFTER UPDATE OR DELETE ON api_keys
  FOR EACH ROW EXECUTE FUNCTION notify_change_of_row('credential', 'key');
CREATE TRIGGER login_sessions_changed AFTER UPDATE OF status OR DELETE ON login_sessions
  FOR EACH ROW EXECUTE FUNCTION notify_change_of_row('credential', 'id');
CREATE TRIGGER organization_members_changed AFTER UPDATE OR DELETE ON organization_members
  FOR EACH ROW EXECUTE FUNCTION notify_change_of_row('membership', 'user_id');
CREATE TRIGGER system_flags_changed AFTER INSERT OR UPDATE OR DELETE ON system_flags
  FOR EACH ROW EXECUTE FUNCTION notify_change_of_table('flags');
CREATE TRIGGER content_articles_changed AFTER INSERT OR UPDATE OR DELETE ON content_articles
  FOR EACH ROW EXECUTE FUNCTION notify_change_of_table('content');
`;
