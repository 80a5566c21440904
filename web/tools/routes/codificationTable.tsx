/** The codification screen's table with no record open: the table route draws it all, no panel. */
export default function CodificationTableRoute() {
  return null;
}
