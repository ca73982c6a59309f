/* cw-storyline-geometry.c: where the places of a Storyline lie: Title cards, spokes, each Author's Storyline and its neighbours. */
#include "cw-match-private.h"

/* Only the number of Authors decides the geometry; the rules (cw-match-actions.c and its
 * neighbours) and the views both ask it, and it asks nothing of them. */

/* ---- The Storyline ---- */

guint
cw_match_get_n_places (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), 0);
  return (guint) self->n_authors * (1 + CW_MATCH_SPOKE_LENGTH);
}

gboolean
cw_match_place_is_title (CwMatch *self,
                         int      place)
{
  g_return_val_if_fail (CW_IS_MATCH (self), FALSE);
  return place >= 0 && place < self->n_authors;
}

int
cw_match_place_get_title_author (CwMatch *self,
                                 int      place)
{
  g_return_val_if_fail (CW_IS_MATCH (self), -1);
  return place >= 0 && place < self->n_authors ? place : -1;
}

int
cw_match_place_get_spoke (CwMatch *self,
                          int      place)
{
  g_return_val_if_fail (CW_IS_MATCH (self), -1);
  return IS_SLOT (self, place) ? (place - self->n_authors) / CW_MATCH_SPOKE_LENGTH : -1;
}

int
cw_match_place_get_depth (CwMatch *self,
                          int      place)
{
  g_return_val_if_fail (CW_IS_MATCH (self), -1);
  return IS_SLOT (self, place) ? (place - self->n_authors) % CW_MATCH_SPOKE_LENGTH : -1;
}

int
cw_match_get_location_place (CwMatch *self,
                             int      spoke,
                             int      depth)
{
  g_return_val_if_fail (CW_IS_MATCH (self), CW_PLACE_NONE);
  if (spoke < 0 || spoke >= self->n_authors || depth < 0 || depth >= CW_MATCH_SPOKE_LENGTH)
    return CW_PLACE_NONE;
  return self->n_authors + spoke * CW_MATCH_SPOKE_LENGTH + depth;
}

int
cw_match_get_title_spoke (CwMatch *self,
                          int      author)
{
  g_return_val_if_fail (CW_IS_MATCH (self), -1);
  if (author < 0 || author >= self->n_authors)
    return -1;
  /* The spoke placed by the Author to this Author's left, whose right is this Author. */
  return (author + 1) % self->n_authors;
}

const int *
cw_match_get_storyline (CwMatch *self,
                        int      author)
{
  g_return_val_if_fail (CW_IS_MATCH (self), NULL);
  if (self->storylines == NULL || author < 0 || author >= self->n_authors)
    return NULL;
  return &self->storylines[author * CW_MATCH_STORYLINE_LENGTH];
}

int
cw_match_get_storyline_index (CwMatch *self,
                              int      author,
                              int      place)
{
  const int *line;

  g_return_val_if_fail (CW_IS_MATCH (self), -1);
  line = cw_match_get_storyline (self, author);
  for (int i = 0; line && i < CW_MATCH_STORYLINE_LENGTH; i++)
    if (line[i] == place)
      return i;
  return -1;
}

int
cw_match_get_neighbour (CwMatch *self,
                        int      author,
                        int      place,
                        int      direction)
{
  int index;

  g_return_val_if_fail (CW_IS_MATCH (self), CW_PLACE_NONE);
  index = cw_match_get_storyline_index (self, author, place);
  if (index < 0 || (direction != 1 && direction != -1))
    return CW_PLACE_NONE;
  index += direction;
  if (index < 0 || index >= CW_MATCH_STORYLINE_LENGTH)
    return CW_PLACE_NONE;
  return self->storylines[author * CW_MATCH_STORYLINE_LENGTH + index];
}

/* Author s's Storyline: own Title, the spoke capped by it (inwards), own spoke
 * (outwards), the Title of the Author to the right. */
void
cw_match_compute_storylines (CwMatch *self)
{
  int n = self->n_authors;

  g_free (self->storylines);
  self->storylines = g_new0 (int, n * CW_MATCH_STORYLINE_LENGTH);
  for (int a = 0; a < n; a++)
    {
      int *line = &self->storylines[a * CW_MATCH_STORYLINE_LENGTH];
      int left = (a + 1) % n;
      int right = (a + n - 1) % n;

      line[0] = a;
      for (int k = 0; k < CW_MATCH_SPOKE_LENGTH; k++)
        {
          line[1 + k] = n + left * CW_MATCH_SPOKE_LENGTH + (CW_MATCH_SPOKE_LENGTH - 1 - k);
          line[1 + CW_MATCH_SPOKE_LENGTH + k] = n + a * CW_MATCH_SPOKE_LENGTH + k;
        }
      line[CW_MATCH_STORYLINE_LENGTH - 1] = right;
    }
}
