-- Enterprises (spec 001 §3) and everything the enterprise details dialog edits, the model catalogue,
-- regions, order types per install type, base prices and uploaded files.
-- Times are local text 'YYYY-MM-DD HH:mm:ss'; money is REAL yuan; flags are 0/1 integers as the spec sends them.

CREATE TABLE ent_enterprise (
  enterprise_id               INTEGER PRIMARY KEY,
  enterprise_name             TEXT NOT NULL,
  enterprise_sys_name         TEXT NOT NULL,
  register                    TEXT NOT NULL DEFAULT '',
  register_phone              TEXT NOT NULL DEFAULT '',
  create_time                 TEXT,
  market_principal            INTEGER,
  default_install_type        TEXT,
  login_name                  TEXT NOT NULL DEFAULT '',
  user_name                   TEXT NOT NULL DEFAULT '',
  phone                       TEXT NOT NULL DEFAULT '',
  types                       INTEGER NOT NULL CHECK (types IN (0, 1)),
  enterprise_principal        TEXT NOT NULL DEFAULT '',
  enterprise_principal_phone  TEXT NOT NULL DEFAULT '',
  finance_principal           TEXT NOT NULL DEFAULT '',
  finance_principal_phone     TEXT NOT NULL DEFAULT '',
  enterprise_pay_type         TEXT,
  enterprise_settlement_type  TEXT,
  returned_money_type         TEXT,
  returned_money_date         INTEGER,
  enterprise_invoice          TEXT,
  invoice_title               TEXT NOT NULL DEFAULT '',
  invoice_type                TEXT,
  enterprise_tax_no           TEXT NOT NULL DEFAULT '',
  enterprise_cardorg          TEXT NOT NULL DEFAULT '',
  enterprise_card_number      TEXT NOT NULL DEFAULT '',
  province                    TEXT,
  city                        TEXT,
  area                        TEXT,
  enterprise_address          TEXT NOT NULL DEFAULT '',
  enterprise_mobile           TEXT NOT NULL DEFAULT '',
  enterprise_tax              TEXT,
  enterprise_tax_point        REAL CHECK (enterprise_tax_point IS NULL OR enterprise_tax_point BETWEEN 0 AND 100),
  enterprise_star             TEXT,
  enterprise_importance_type  TEXT,
  -- User ids of the order principals, comma-joined (dept 103).
  order_principals            TEXT NOT NULL DEFAULT '',
  content                     TEXT NOT NULL DEFAULT '',
  need_sale_order_code        INTEGER NOT NULL DEFAULT 0 CHECK (need_sale_order_code IN (0, 1)),
  need_accessories            INTEGER NOT NULL DEFAULT 0 CHECK (need_accessories IN (0, 1)),
  forbidden_status            INTEGER NOT NULL DEFAULT 0 CHECK (forbidden_status IN (0, 1)),
  del_status                  INTEGER NOT NULL DEFAULT 0 CHECK (del_status IN (0, 1)),
  update_time                 TEXT,
  update_by                   TEXT
);
CREATE INDEX ent_enterprise_state ON ent_enterprise (del_status, forbidden_status, enterprise_id DESC);
CREATE INDEX ent_enterprise_types ON ent_enterprise (types, enterprise_id DESC);
CREATE INDEX ent_enterprise_market ON ent_enterprise (market_principal, enterprise_id DESC);
CREATE INDEX ent_enterprise_name ON ent_enterprise (enterprise_name);
CREATE INDEX ent_enterprise_region ON ent_enterprise (province, city);
CREATE INDEX ent_enterprise_star ON ent_enterprise (enterprise_star, enterprise_id DESC);

-- The install types an enterprise serves (installTypes), in the order the form sent them.
CREATE TABLE ent_enterprise_install_type (
  enterprise_id INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id) ON DELETE CASCADE,
  install_type  TEXT NOT NULL,
  sort          INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (enterprise_id, install_type)
);
CREATE INDEX ent_enterprise_install_type_by_type ON ent_enterprise_install_type (install_type, enterprise_id);

-- Contacts per install type (spec 001 §3 Installation user).
CREATE TABLE ent_installation_user (
  enterprise_id          INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id) ON DELETE CASCADE,
  install_type           TEXT NOT NULL,
  principal_name         TEXT NOT NULL DEFAULT '',
  principal_phone        TEXT NOT NULL DEFAULT '',
  technique_name         TEXT NOT NULL DEFAULT '',
  technique_phone        TEXT NOT NULL DEFAULT '',
  technique_name2        TEXT NOT NULL DEFAULT '',
  technique_phone2       TEXT NOT NULL DEFAULT '',
  customer_service_name  TEXT NOT NULL DEFAULT '',
  customer_service_phone TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (enterprise_id, install_type)
);

-- Old-part return addresses ("contacts"): at most 5, exactly one default (default_status 0).
CREATE TABLE ent_contact (
  contact_id     INTEGER PRIMARY KEY,
  enterprise_id  INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id) ON DELETE CASCADE,
  contact        TEXT NOT NULL,
  phone_number   TEXT NOT NULL,
  address        TEXT NOT NULL,
  default_status INTEGER NOT NULL DEFAULT 1 CHECK (default_status IN (0, 1)),
  sort           INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX ent_contact_enterprise ON ent_contact (enterprise_id, sort);
CREATE UNIQUE INDEX ent_contact_one_default ON ent_contact (enterprise_id) WHERE default_status = 0;

-- Send requirements ("enterpriseSendBack"): at most 5 texts of at most 20 characters.
CREATE TABLE ent_send_back (
  send_back_id  INTEGER PRIMARY KEY,
  enterprise_id INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id) ON DELETE CASCADE,
  requirement   TEXT NOT NULL,
  sort          INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX ent_send_back_enterprise ON ent_send_back (enterprise_id, sort);

-- Contracts: one main contract per enterprise at most (D3).
CREATE TABLE ent_contract (
  id                       INTEGER PRIMARY KEY,
  enterprise_id            INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id) ON DELETE CASCADE,
  contract_no              TEXT NOT NULL DEFAULT '',
  contract_name            TEXT NOT NULL DEFAULT '',
  is_main_contract         INTEGER NOT NULL DEFAULT 0 CHECK (is_main_contract IN (0, 1)),
  contract_start_time      TEXT,
  contract_end_time        TEXT,
  forbidden_status         INTEGER NOT NULL DEFAULT 0 CHECK (forbidden_status IN (0, 1)),
  contract_preview_address TEXT NOT NULL DEFAULT '',
  contract_addresss        TEXT NOT NULL DEFAULT '',
  create_time              TEXT
);
CREATE INDEX ent_contract_enterprise ON ent_contract (enterprise_id, id DESC);
CREATE INDEX ent_contract_state ON ent_contract (forbidden_status, is_main_contract, id DESC);
CREATE INDEX ent_contract_no ON ent_contract (contract_no);
CREATE INDEX ent_contract_file ON ent_contract (contract_addresss);
CREATE UNIQUE INDEX ent_contract_one_main ON ent_contract (enterprise_id) WHERE is_main_contract = 1;

-- Order types per install type (spec 000 §3 Order type).
CREATE TABLE bd_order_type (
  order_type_id INTEGER PRIMARY KEY,
  type_name     TEXT NOT NULL,
  install_type  TEXT NOT NULL,
  order_num     INTEGER NOT NULL DEFAULT 0,
  status        TEXT NOT NULL DEFAULT '0' CHECK (status IN ('0', '1')),
  remark        TEXT NOT NULL DEFAULT ''
);
CREATE INDEX bd_order_type_install ON bd_order_type (install_type, order_num, order_type_id);
CREATE UNIQUE INDEX bd_order_type_name ON bd_order_type (install_type, type_name);

-- Platform base prices of the order types.
CREATE TABLE bd_basic_price (
  basic_price_id INTEGER PRIMARY KEY,
  install_type   TEXT NOT NULL,
  order_type_id  INTEGER NOT NULL REFERENCES bd_order_type(order_type_id) ON DELETE CASCADE,
  price          REAL NOT NULL DEFAULT 0 CHECK (price >= 0)
);
CREATE INDEX bd_basic_price_install ON bd_basic_price (install_type, order_type_id);
CREATE INDEX bd_basic_price_order_type ON bd_basic_price (order_type_id);

-- Enterprise price rows (spec 001 §3 Enterprise price row, 000 §3 Enterprise price record).
CREATE TABLE ent_price (
  enterprise_price_id    INTEGER PRIMARY KEY,
  enterprise_id          INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id) ON DELETE CASCADE,
  installation_type_code TEXT NOT NULL,
  order_type_id          INTEGER NOT NULL REFERENCES bd_order_type(order_type_id),
  price_type             INTEGER NOT NULL DEFAULT 0 CHECK (price_type IN (0, 1)),
  price                  REAL NOT NULL DEFAULT 0 CHECK (price >= 0),
  application            TEXT NOT NULL DEFAULT '',
  proportion             REAL NOT NULL DEFAULT 0 CHECK (proportion BETWEEN 0 AND 100),
  price_remark           TEXT NOT NULL DEFAULT '',
  status                 INTEGER NOT NULL DEFAULT 0,
  del_status             INTEGER NOT NULL DEFAULT 0,
  create_user            TEXT NOT NULL DEFAULT '',
  create_time            TEXT,
  update_user            TEXT NOT NULL DEFAULT '',
  update_time            TEXT
);
CREATE INDEX ent_price_enterprise ON ent_price (enterprise_id, installation_type_code, order_type_id);
CREATE INDEX ent_price_order_type ON ent_price (order_type_id);

-- Accessory price rows (spec 001 §3 Accessory price row).
CREATE TABLE ent_accessory_price (
  enterprise_accessory_id   INTEGER PRIMARY KEY,
  enterprise_id             INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id) ON DELETE CASCADE,
  accessory_type            TEXT NOT NULL,
  accessory_name            TEXT NOT NULL DEFAULT '',
  accessory_category        TEXT NOT NULL DEFAULT '',
  accessory_specification   TEXT NOT NULL DEFAULT '',
  brand_name                TEXT NOT NULL DEFAULT '',
  model_name                TEXT NOT NULL DEFAULT '',
  accessory_price           REAL NOT NULL DEFAULT 0 CHECK (accessory_price >= 0),
  accessory_price_threshold REAL NOT NULL DEFAULT 0 CHECK (accessory_price_threshold >= 0),
  remark                    TEXT NOT NULL DEFAULT ''
);
CREATE INDEX ent_accessory_price_enterprise ON ent_accessory_price (enterprise_id, accessory_type);

-- Settings per install type (spec 001 §3 Setting per install type).
CREATE TABLE ent_setting (
  enterprise_id   INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id) ON DELETE CASCADE,
  install_type    TEXT NOT NULL,
  sms_notice_flag INTEGER NOT NULL DEFAULT 0 CHECK (sms_notice_flag IN (0, 1)),
  serial_no_flag  INTEGER NOT NULL DEFAULT 0 CHECK (serial_no_flag IN (0, 1)),
  urgent_ratio    REAL NOT NULL DEFAULT 0 CHECK (urgent_ratio BETWEEN 0 AND 100),
  -- Comma-joined stored picture paths, at most 3.
  serial_diagram  TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (enterprise_id, install_type)
);

-- Guarantee rows of a setting.
CREATE TABLE ent_guarantee (
  guarantee_id        INTEGER PRIMARY KEY,
  enterprise_id       INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id) ON DELETE CASCADE,
  install_type        TEXT NOT NULL,
  order_type_id       INTEGER NOT NULL REFERENCES bd_order_type(order_type_id),
  guarantee_time      INTEGER NOT NULL DEFAULT 0 CHECK (guarantee_time >= 0),
  -- Comma-joined order type ids.
  relation_order_type TEXT NOT NULL DEFAULT '',
  remark              TEXT NOT NULL DEFAULT '',
  sort                INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX ent_guarantee_enterprise ON ent_guarantee (enterprise_id, install_type, sort);
CREATE INDEX ent_guarantee_order_type ON ent_guarantee (order_type_id);

-- Brands and product models (model configuration, models screen).
CREATE TABLE ent_brand (
  brand_id   INTEGER PRIMARY KEY,
  brand_name TEXT NOT NULL UNIQUE
);

CREATE TABLE ent_model (
  model_id         INTEGER PRIMARY KEY,
  brand_id         INTEGER NOT NULL REFERENCES ent_brand(brand_id),
  model_name       TEXT NOT NULL,
  model_code       TEXT NOT NULL DEFAULT '',
  forbidden_status INTEGER NOT NULL DEFAULT 0 CHECK (forbidden_status IN (0, 1)),
  remark           TEXT NOT NULL DEFAULT '',
  create_time      TEXT
);
CREATE INDEX ent_model_brand ON ent_model (brand_id, model_id DESC);
CREATE INDEX ent_model_state ON ent_model (forbidden_status, model_id DESC);
CREATE UNIQUE INDEX ent_model_name ON ent_model (brand_id, model_name);

CREATE TABLE ent_enterprise_model (
  enterprise_id INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id) ON DELETE CASCADE,
  model_id      INTEGER NOT NULL REFERENCES ent_model(model_id) ON DELETE CASCADE,
  PRIMARY KEY (enterprise_id, model_id)
);
CREATE INDEX ent_enterprise_model_by_model ON ent_enterprise_model (model_id, enterprise_id);

-- Requirement texts (5 demand types) and their model / order-type relation (demand modal).
CREATE TABLE ent_demand (
  demand_id        INTEGER PRIMARY KEY,
  enterprise_id    INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id) ON DELETE CASCADE,
  demand_type      TEXT NOT NULL CHECK (demand_type IN
                     ('create_order_demand', 'dispatch_order_demand', 'price_demand', 'master_demand', 'writeoff_demand')),
  demand_content   TEXT NOT NULL,
  disabled_flag    INTEGER NOT NULL DEFAULT 0 CHECK (disabled_flag IN (0, 1)),
  -- 1 link (关联), 2 exclude (排除); the last relation saved decides.
  rela_type        INTEGER NOT NULL DEFAULT 1 CHECK (rela_type IN (1, 2)),
  rela_model_ids   TEXT NOT NULL DEFAULT '',
  rela_order_types TEXT NOT NULL DEFAULT '',
  create_time      TEXT,
  update_time      TEXT,
  update_by        TEXT
);
CREATE INDEX ent_demand_enterprise ON ent_demand (enterprise_id, demand_type, demand_id);

CREATE TABLE ent_demand_pic (
  pic_id        INTEGER PRIMARY KEY,
  enterprise_id INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id) ON DELETE CASCADE,
  pic_type      TEXT NOT NULL,
  pic_path      TEXT NOT NULL,
  sort          INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX ent_demand_pic_enterprise ON ent_demand_pic (enterprise_id, pic_type, sort);

CREATE TABLE ent_custom_info (
  custom_info_id INTEGER PRIMARY KEY,
  enterprise_id  INTEGER NOT NULL UNIQUE REFERENCES ent_enterprise(enterprise_id) ON DELETE CASCADE,
  info1          TEXT NOT NULL DEFAULT '',
  info2          TEXT NOT NULL DEFAULT '',
  info3          TEXT NOT NULL DEFAULT ''
);

-- History of every change to an enterprise (spec 001 §3 History row).
CREATE TABLE ent_history (
  history_id      INTEGER PRIMARY KEY,
  enterprise_id   INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id) ON DELETE CASCADE,
  module          TEXT NOT NULL,
  operate_type    TEXT NOT NULL,
  -- dataType 0: plain text; 1: JSON list of { label, oldValue, newValue }.
  data_type       INTEGER NOT NULL CHECK (data_type IN (0, 1)),
  operate_content TEXT NOT NULL,
  operate_by      TEXT NOT NULL,
  operate_time    TEXT NOT NULL
);
CREATE INDEX ent_history_enterprise_time ON ent_history (enterprise_id, operate_time DESC, history_id DESC);
CREATE INDEX ent_history_module ON ent_history (enterprise_id, module, operate_time DESC);

-- Files stored under the data folder (uploads/…), written by /dfs/upload and /dfs/uploadContract.
CREATE TABLE dfs_file (
  file_id       INTEGER PRIMARY KEY,
  path          TEXT NOT NULL UNIQUE,
  original_name TEXT NOT NULL,
  mime_type     TEXT NOT NULL DEFAULT '',
  size          INTEGER NOT NULL DEFAULT 0,
  kind          TEXT NOT NULL CHECK (kind IN ('enterprise', 'contract')),
  enterprise_id INTEGER,
  uploaded_by   INTEGER,
  create_time   TEXT NOT NULL
);

-- Regions (spec 000 §3 Region).
CREATE TABLE bd_province (
  province_code TEXT PRIMARY KEY,
  province_name TEXT NOT NULL,
  sort          INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE bd_city (
  city_code     TEXT PRIMARY KEY,
  province_code TEXT NOT NULL REFERENCES bd_province(province_code),
  city_name     TEXT NOT NULL
);
CREATE INDEX bd_city_province ON bd_city (province_code, city_code);

CREATE TABLE bd_area (
  area_code TEXT PRIMARY KEY,
  city_code TEXT NOT NULL REFERENCES bd_city(city_code),
  area_name TEXT NOT NULL
);
CREATE INDEX bd_area_city ON bd_area (city_code, area_code);
