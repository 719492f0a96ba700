-- The embedded address search used to learn every registered address, so any visitor could
-- search other customers' home addresses. It no longer does; forget what it learned.
DELETE FROM "places" WHERE "source" = 'registration';
