/** A new delivery's id made in SQL, as newId makes ids (D7): `whd_` and 18 random bytes as 24 base64url characters. */
export const NEW_DELIVERY_ID_SQL = `'whd_' || translate(encode(substr(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 1, 18), 'base64'), '+/', '-_')`;
