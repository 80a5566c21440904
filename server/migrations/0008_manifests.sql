-- Cargo manifests: what a ship, truck or aircraft brings to a customs office, as the carrier lists it
-- (ASYCUDA World's manifest), with its bills of lading and their containers; and the vessels that call.
-- A manifest is registered once at its office, numbered from 1 each year. Imports are whole files: every row
-- of a file lands in one transaction, under one manifest_import, or none does.
create table manifest_import (
  id bigint generated always as identity primary key,
  file_name text not null,
  -- asycuda-xml or csv, or generated for the sample data.
  format text not null,
  manifest_count integer not null,
  sample boolean not null,
  imported_at timestamptz not null default now()
);

create table vessel (
  -- Lloyd's (IMO) number: seven digits whose last is a check digit, checked before it is stored.
  imo_number text primary key,
  name text not null,
  type text not null,
  flag_country_code text not null,
  registration_number text not null,
  registration_date date not null,
  mmsi text not null unique,
  call_sign text,
  previous_port text,
  next_port text,
  atd timestamptz,
  ata timestamptz,
  status text not null,
  sample boolean not null,
  constraint vessel_imo_form check (imo_number ~ '^[0-9]{7}$'),
  -- A ship station's MMSI: nine digits, the first three its country's (201 to 775).
  constraint vessel_mmsi_form check (mmsi ~ '^[2-7][0-9]{8}$' and substr(mmsi, 1, 3)::integer between 201 and 775),
  constraint vessel_status_known check (status in ('Underway', 'Other', 'Stopped', 'Moored'))
);

create table manifest (
  id bigint generated always as identity primary key,
  import_id bigint not null references manifest_import (id),
  voyage_number text not null,
  rotation_number text,
  customs_office_code text not null,
  -- UN Recommendation 19: 1 sea, 3 road, 4 air.
  mode_of_transport text not null,
  place_of_departure text not null,
  place_of_destination text not null,
  departure_date date not null,
  expected_arrival_date date,
  -- The actual arrival; null until the means of transport arrives.
  arrival_date date,
  registration_year integer not null,
  registration_number integer not null,
  registration_date date not null,
  carrier_code text not null,
  carrier_name text not null,
  -- The vessel's name, the truck's plate or the flight number.
  transport_name text not null,
  vessel_imo_number text references vessel (imo_number),
  -- Counted once at import, so that a search of thousands of manifests reads no bill of lading.
  bill_of_lading_count integer not null,
  container_count integer not null,
  sample boolean not null,
  constraint manifest_registration_unique unique (customs_office_code, registration_year, registration_number),
  constraint manifest_registration_positive check (registration_number > 0),
  constraint manifest_places_form check (place_of_departure ~ '^[A-Z]{2}[A-Z0-9]{3}$' and place_of_destination ~ '^[A-Z]{2}[A-Z0-9]{3}$')
);

create table bill_of_lading (
  id bigint generated always as identity primary key,
  manifest_id bigint not null references manifest (id) on delete cascade,
  line_number integer not null,
  number text not null,
  consignor text not null,
  consignee text not null,
  notify_party text,
  package_count integer not null,
  package_type_code text not null,
  gross_mass_kg numeric not null,
  goods_description text not null,
  hs_code text,
  place_of_loading text not null,
  place_of_unloading text not null,
  constraint bill_of_lading_line_unique unique (manifest_id, line_number),
  constraint bill_of_lading_amounts check (package_count >= 0 and gross_mass_kg >= 0)
);

create table manifest_container (
  id bigint generated always as identity primary key,
  bill_of_lading_id bigint not null references bill_of_lading (id) on delete cascade,
  -- ISO 6346, check digit verified before it is stored.
  number text not null,
  type_code text not null,
  seal_number text,
  -- Full (FCL or LCL) or empty, as the manifest's Empty_Full indicator says.
  is_full boolean not null
);
create index manifest_container_bill on manifest_container (bill_of_lading_id);

-- The search's default order (newest registration first) and its date filters: a year at Chattogram is
-- some 4,000 manifests, and a page of the newest, or of a range of days, reads these instead of sorting all.
-- Nulls last, as the search orders (descending orders put nulls first unless told): else no index serves it.
create index manifest_registration_date on manifest (registration_date desc nulls last, id desc);
create index manifest_arrival_date on manifest (arrival_date);
create index manifest_departure_date on manifest (departure_date);
-- An office's manifests by date: the filter the custom houses use most.
create index manifest_office_date on manifest (customs_office_code, registration_date desc nulls last);
create index manifest_voyage on manifest (voyage_number);
-- A registration number is asked for without its office as often as with it.
create index manifest_registration_number on manifest (registration_number);
-- A vessel's latest manifests.
create index manifest_vessel_departure on manifest (vessel_imo_number, departure_date desc, id desc);
create index vessel_name on vessel (name);
