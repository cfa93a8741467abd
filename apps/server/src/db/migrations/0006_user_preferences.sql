-- D28: each user's own preferences (language, the layout settings of spec 000 §9, table density), one row per
-- user. `preferences` is JSON text the server validated against the domain's UserPreferences schema before
-- writing it; it goes with its user.
CREATE TABLE sys_user_preferences (
  user_id     INTEGER PRIMARY KEY REFERENCES sys_user(user_id) ON DELETE CASCADE,
  preferences TEXT NOT NULL CHECK (length(preferences) <= 4096 AND json_valid(preferences)),
  update_time TEXT NOT NULL
);
