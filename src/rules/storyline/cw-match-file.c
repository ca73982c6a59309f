/* cw-match-file.c: the Storyline's part of a .cwmatch: the cards, Authors, Folio and actions; CwEngine writes the envelope. */
#include "cw-match-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-xml.h"

/* A match file is the set-up and the list of actions, not a snapshot: the state is
 * replayed from the seed, which is the only way to bring the GRand back to where it
 * was, and makes undo after resuming work as before. Each card the match refers to
 * is written in full, so the file resumes even when a card set has gone. */

/* ---- Saving ---- */

static void
append_int_attr (GString    *out,
                 const char *name,
                 int         value)
{
  g_string_append_printf (out, " %s=\"%d\"", name, value);
}

static int
compare_ids (gconstpointer a,
             gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
append_card (CwMatch *self,
             GString *out,
             CwCard  *card)
{
  GPtrArray *fields = cw_game_get_fields (self->game);
  const char * const *keywords = cw_card_get_keywords (card);
  const char *id = cw_card_get_id (card);

  g_string_append (out, "    <card");
  cw_engine_append_attribute (out, "id", id);
  if (cw_card_get_card_type (card))
    cw_engine_append_attribute (out, "type", cw_card_get_card_type (card));
  if (cw_card_get_alignment (card))
    cw_engine_append_attribute (out, "alignment", cw_card_get_alignment (card));
  if (g_hash_table_contains (self->custom, id))
    g_string_append (out, " custom=\"true\"");
  g_string_append (out, ">\n");
  cw_xml_append_element (out, "      ", "name", cw_card_get_name (card));
  cw_xml_append_element (out, "      ", "version", cw_card_get_version (card));
  if (keywords != NULL && keywords[0] != NULL)
    {
      g_autofree char *joined = g_strjoinv (" ", (char **) keywords);

      cw_xml_append_element (out, "      ", "keywords", joined);
    }
  for (guint i = 0; i < fields->len; i++)
    {
      const CwFieldDef *field = g_ptr_array_index (fields, i);
      g_autofree char *value = cw_card_dup_field_string (card, field->id);

      if (value == NULL)
        continue;
      g_string_append (out, "      <field");
      cw_engine_append_attribute (out, "id", field->id);
      cw_xml_append_space_preserve (out, value);
      g_string_append_c (out, '>');
      cw_xml_append_escaped (out, value);
      g_string_append (out, "</field>\n");
    }
  g_string_append (out, "    </card>\n");
}

static const char *
move_kind_name (CwMoveKind kind)
{
  switch (kind)
    {
    case CW_MOVE_BONUS:
      return "bonus";
    case CW_MOVE_FORCED:
      return "forced";
    case CW_MOVE_ACTION:
    default:
      return "action";
    }
}

static void
append_action (GString             *out,
               const CwMatchAction *action)
{
  g_string_append (out, "    <action");
  cw_engine_append_attribute (out, "kind", cw_match_action_kind_to_string (action->kind));
  if (action->author >= 0)
    append_int_attr (out, "author", action->author);
  if (action->piece != 0)
    append_int_attr (out, "piece", (int) action->piece);
  if (action->target != 0)
    append_int_attr (out, "target", (int) action->target);
  if (action->place != CW_PLACE_NONE)
    append_int_attr (out, "place", action->place);
  if (action->kind == CW_ACTION_MOVE)
    cw_engine_append_attribute (out, "move", move_kind_name (action->move_kind));
  if (action->card != NULL)
    cw_engine_append_attribute (out, "card", cw_card_get_id (action->card));
  if (action->amount != 0)
    append_int_attr (out, "amount", action->amount);
  if (action->face_down)
    g_string_append (out, " face-down=\"true\"");
  if (action->kind == CW_ACTION_KEYWORD)
    g_string_append_printf (out, " has=\"%s\"", action->has_it ? "true" : "false");
  if (action->faces != NULL)
    {
      g_string_append (out, " faces=\"");
      for (guint i = 0; i < action->faces->len; i++)
        g_string_append_printf (out, "%s%u", i ? " " : "", g_array_index (action->faces, guint, i));
      g_string_append_c (out, '"');
      if (action->physical)
        g_string_append (out, " by-hand=\"true\"");
    }
  /* For people reading the file, and for the redo list, which is not replayed. */
  if (action->label != NULL)
    cw_engine_append_attribute (out, "label", action->label);
  if (action->text != NULL)
    {
      cw_xml_append_space_preserve (out, action->text);
      g_string_append_c (out, '>');
      cw_xml_append_escaped (out, action->text);
      g_string_append (out, "</action>\n");
    }
  else
    g_string_append (out, "/>\n");
}

static void
append_locations (GString   *out,
                  const char *indent,
                  GPtrArray *cards)
{
  for (guint i = 0; i < cards->len; i++)
    {
      g_string_append_printf (out, "%s<location", indent);
      cw_engine_append_attribute (out, "id", cw_card_get_id (g_ptr_array_index (cards, i)));
      g_string_append (out, "/>\n");
    }
}

void
cw_match_save_root_attributes (CwEngine *engine,
                               GString  *out)
{
  CwMatch *self = CW_MATCH (engine);

  if (self->first_author_asked >= 0)
    append_int_attr (out, "first-author", self->first_author_asked);
  else
    g_string_append (out, " first-author=\"lot\"");
  g_string_append_printf (out, " next-custom=\"%u\"", self->next_custom);
}

void
cw_match_save_setup (CwEngine *engine,
                     GString  *out)
{
  CwMatch *self = CW_MATCH (engine);
  g_autofree gpointer *ids = NULL;
  guint n_ids = 0;

  /* Sorted, so saving the same match twice gives the same bytes. */
  ids = g_hash_table_get_keys_as_array (self->cards, &n_ids);
  qsort (ids, n_ids, sizeof (gpointer), compare_ids);
  g_string_append (out, "  <cards>\n");
  for (guint i = 0; i < n_ids; i++)
    append_card (self, out, g_hash_table_lookup (self->cards, ids[i]));
  g_string_append (out, "  </cards>\n");

  for (guint a = 0; a < self->setup->len; a++)
    {
      CwAuthorSetup *setup = g_ptr_array_index (self->setup, a);

      g_string_append (out, "  <author");
      cw_engine_append_attribute (out, "name", setup->name);
      cw_engine_append_attribute (out, "colour", setup->colour);
      if (setup->title)
        cw_engine_append_attribute (out, "title", cw_card_get_id (setup->title));
      if (setup->library_name)
        cw_engine_append_attribute (out, "library", setup->library_name);
      if (setup->library_size >= 0)
        append_int_attr (out, "library-size", setup->library_size);
      if (setup->folio->len == 0)
        g_string_append (out, "/>\n");
      else
        {
          g_string_append (out, ">\n");
          append_locations (out, "    ", setup->folio);
          g_string_append (out, "  </author>\n");
        }
    }
  if (self->shared_folio->len > 0)
    {
      g_string_append (out, "  <folio>\n");
      append_locations (out, "    ", self->shared_folio);
      g_string_append (out, "  </folio>\n");
    }
}

void
cw_match_save_action (CwEngine       *engine,
                      CwEngineAction  action,
                      GString        *out)
{
  append_action (out, action);
}

/* ---- Loading ---- */

typedef struct {
  CwMatch    *match;
  const char *path;
} Loader;

static xmlNode *
first_element (xmlNode *node)
{
  for (; node != NULL; node = node->next)
    if (node->type == XML_ELEMENT_NODE)
      return node;
  return NULL;
}

#define FOR_EACH_ELEMENT(child, parent) \
  for (xmlNode *child = first_element ((parent)->children); child != NULL; child = first_element (child->next))

static gboolean
game_has_field (CwGame     *game,
                const char *id)
{
  const CwFieldDef *field = cw_game_find_field (game, id);

  return field != NULL && g_str_equal (field->id, id);
}

static gboolean
load_card (Loader   *loader,
           xmlNode  *node,
           GError  **error)
{
  CwMatch *self = loader->match;
  g_autofree char *id = cw_xml_require_prop (node, "id", loader->path, error);
  g_autofree char *type = NULL;
  g_autofree char *alignment = NULL;
  gboolean custom = FALSE;
  g_autoptr (CwCard) card = NULL;

  if (id == NULL)
    return FALSE;
  if (!cw_xml_get_bool_prop (node, "custom", &custom, loader->path, error))
    return FALSE;
  if (g_hash_table_contains (self->cards, id))
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, loader->path, node, _("card id “%s” appears twice"), id);
      return FALSE;
    }

  /* A card the catalog knows is taken from it (with its text and image); the rest are
   * rebuilt from what the file says. */
  if (!custom && self->catalog != NULL && cw_catalog_lookup (self->catalog, id) != NULL)
    {
      cw_match_register_card (self, cw_catalog_lookup (self->catalog, id));
      return TRUE;
    }

  card = cw_card_new (self->game, id);
  type = cw_xml_get_prop (node, "type");
  alignment = cw_xml_get_prop (node, "alignment");
  if (type)
    cw_card_set_card_type (card, type);
  if (alignment)
    cw_card_set_alignment (card, alignment);
  FOR_EACH_ELEMENT (child, node)
    {
      g_autofree char *text = cw_xml_get_text (child);

      if (cw_xml_is (child, "name"))
        cw_card_set_name (card, text);
      else if (cw_xml_is (child, "version"))
        cw_card_set_version (card, text);
      else if (cw_xml_is (child, "keywords"))
        {
          g_auto (GStrv) words = g_strsplit_set (text, " \t\n", -1);

          for (guint i = 0; words[i]; i++)
            if (*words[i])
              cw_card_add_keyword (card, words[i]);
        }
      else if (cw_xml_is (child, "field"))
        {
          g_autofree char *field = cw_xml_require_prop (child, "id", loader->path, error);
          g_autoptr (GError) local_error = NULL;

          if (field == NULL)
            return FALSE;
          if (!game_has_field (self->game, field))
            {
              cw_xml_set_error (error, CW_ERROR_INVALID, loader->path, child,
                                _("the game “%s” has no field “%s”"), cw_game_get_id (self->game), field);
              return FALSE;
            }
          if (!cw_card_set_field_from_string (card, field, text, &local_error))
            {
              cw_xml_set_error (error, CW_ERROR_INVALID, loader->path, child, "%s", local_error->message);
              return FALSE;
            }
        }
      else
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, loader->path, child,
                            _("unexpected <%s> in <card>"), (const char *) child->name);
          return FALSE;
        }
    }
  if (cw_card_get_name (card) == NULL)
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, loader->path, node, _("card “%s” needs a <name>"), id);
      return FALSE;
    }
  if (custom)
    g_hash_table_add (self->custom, g_strdup (id));
  cw_match_register_card (self, card);
  return TRUE;
}

static CwCard *
lookup_card (Loader     *loader,
             xmlNode    *node,
             const char *attribute,
             gboolean    required,
             GError    **error)
{
  g_autofree char *id = cw_xml_get_prop (node, attribute);
  CwCard *card;

  if (id == NULL || *id == '\0')
    {
      if (required)
        cw_xml_set_error (error, CW_ERROR_INVALID, loader->path, node,
                          _("<%s> needs a “%s” attribute"), (const char *) node->name, attribute);
      return NULL;
    }
  card = g_hash_table_lookup (loader->match->cards, id);
  if (card == NULL)
    cw_xml_set_error (error, CW_ERROR_UNKNOWN_CARD, loader->path, node,
                      _("unknown card id “%s” (every card must be listed in <cards>)"), id);
  return card;
}

static gboolean
load_locations (Loader    *loader,
                xmlNode   *parent,
                GPtrArray *into,
                GError   **error)
{
  FOR_EACH_ELEMENT (child, parent)
    {
      CwCard *card;

      if (!cw_xml_is (child, "location"))
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, loader->path, child,
                            _("unexpected <%s>; expected <location id=…>"), (const char *) child->name);
          return FALSE;
        }
      card = lookup_card (loader, child, "id", TRUE, error);
      if (card == NULL)
        return FALSE;
      g_ptr_array_add (into, g_object_ref (card));
    }
  return TRUE;
}

static gboolean
load_author (Loader  *loader,
             xmlNode *node,
             GError **error)
{
  CwMatch *self = loader->match;
  CwAuthorSetup *setup;
  /* The Author's name comes back exactly as typed, spaces at its ends included. */
  g_autofree char *name = cw_xml_require_text_prop (node, "name", loader->path, error);
  g_autoptr (GError) local_error = NULL;
  CwCard *title = NULL;

  if (name == NULL)
    return FALSE;
  if (self->setup->len >= CW_MATCH_MAX_AUTHORS)
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, loader->path, node,
                        _("a match has at most %d Authors"), CW_MATCH_MAX_AUTHORS);
      return FALSE;
    }
  title = lookup_card (loader, node, "title", FALSE, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  setup = g_new0 (CwAuthorSetup, 1);
  setup->name = g_steal_pointer (&name);
  setup->colour = cw_xml_get_prop (node, "colour");
  if (setup->colour == NULL)
    setup->colour = g_strdup ("#808080");
  setup->title = title ? g_object_ref (title) : NULL;
  setup->library_name = cw_xml_get_prop (node, "library");
  setup->library_size = -1;
  setup->folio = g_ptr_array_new_with_free_func (g_object_unref);
  /* Added before the checks below so that a failure frees it with the match. */
  g_ptr_array_add (self->setup, setup);

  if (!cw_xml_get_int_prop (node, "library-size", &setup->library_size, loader->path, error))
    return FALSE;
  return load_locations (loader, node, setup->folio, error);
}

static gboolean
parse_faces (Loader        *loader,
             xmlNode       *node,
             CwMatchAction *action,
             GError       **error)
{
  g_autofree char *text = cw_xml_get_prop (node, "faces");
  g_auto (GStrv) words = NULL;

  if (text == NULL)
    return TRUE;
  words = g_strsplit_set (text, " \t\n", -1);
  action->faces = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; words[i]; i++)
    {
      int face;
      guint index;

      if (*words[i] == '\0')
        continue;
      if (!cw_xml_parse_int (words[i], &face) || face < 0)
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, loader->path, node,
                            _("“faces” holds face numbers from 0; “%s” is not one"), words[i]);
          return FALSE;
        }
      index = (guint) face;
      g_array_append_val (action->faces, index);
    }
  return cw_xml_get_bool_prop (node, "by-hand", &action->physical, loader->path, error);
}

static CwMatchAction *
load_action (Loader  *loader,
             xmlNode *node,
             GError **error)
{
  g_autoptr (CwMatchAction) action = NULL;
  g_autofree char *kind_text = NULL;
  g_autofree char *move = NULL;
  CwActionKind kind;
  int piece = 0, target = 0;
  g_autoptr (GError) local_error = NULL;
  CwCard *card;

  if (!cw_xml_is (node, "action"))
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, loader->path, node,
                        _("unexpected <%s>; expected <action>"), (const char *) node->name);
      return NULL;
    }
  kind_text = cw_xml_require_prop (node, "kind", loader->path, error);
  if (kind_text == NULL)
    return NULL;
  if (!cw_match_action_kind_from_string (kind_text, &kind))
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, loader->path, node, _("unknown action kind “%s”"), kind_text);
      return NULL;
    }

  action = cw_match_action_new_draw ();
  action->kind = kind;
  if (!cw_xml_get_int_prop (node, "author", &action->author, loader->path, error) ||
      !cw_xml_get_int_prop (node, "piece", &piece, loader->path, error) ||
      !cw_xml_get_int_prop (node, "target", &target, loader->path, error) ||
      !cw_xml_get_int_prop (node, "place", &action->place, loader->path, error) ||
      !cw_xml_get_int_prop (node, "amount", &action->amount, loader->path, error) ||
      !cw_xml_get_bool_prop (node, "face-down", &action->face_down, loader->path, error) ||
      !cw_xml_get_bool_prop (node, "has", &action->has_it, loader->path, error) ||
      !parse_faces (loader, node, action, error))
    return NULL;
  if (piece < 0 || target < 0)
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, loader->path, node, _("a piece number is never negative"));
      return NULL;
    }
  action->piece = (guint) piece;
  action->target = (guint) target;

  move = cw_xml_get_prop (node, "move");
  if (move == NULL || g_str_equal (move, "action"))
    action->move_kind = CW_MOVE_ACTION;
  else if (g_str_equal (move, "bonus"))
    action->move_kind = CW_MOVE_BONUS;
  else if (g_str_equal (move, "forced"))
    action->move_kind = CW_MOVE_FORCED;
  else
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, loader->path, node,
                        _("“move” is action, bonus or forced, not “%s”"), move);
      return NULL;
    }

  card = lookup_card (loader, node, "card", FALSE, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  action->card = card ? g_object_ref (card) : NULL;
  if (node->children != NULL)
    action->text = cw_xml_get_text (node);
  action->label = cw_xml_get_prop (node, "label");
  return g_steal_pointer (&action);
}

CwEngineAction
cw_match_load_action (CwEngine    *engine,
                      xmlNode     *node,
                      const char  *path,
                      GError     **error)
{
  Loader loader = { CW_MATCH (engine), path };

  return load_action (&loader, node, error);
}

gboolean
cw_match_load_setup (CwEngine    *engine,
                     xmlNode     *root,
                     const char  *path,
                     GError     **error)
{
  CwMatch *self = CW_MATCH (engine);
  Loader loader = { self, path };
  g_autofree char *first = NULL;
  int next_custom = 1;

  first = cw_xml_get_prop (root, "first-author");
  self->first_author_asked = -1;
  if (first != NULL && !g_str_equal (first, "lot") &&
      (!cw_xml_parse_int (first, &self->first_author_asked) || self->first_author_asked < 0))
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, root,
                        _("“first-author” is “lot” or an Author number, not “%s”"), first);
      return FALSE;
    }
  if (!cw_xml_get_int_prop (root, "next-custom", &next_custom, path, error))
    return FALSE;
  self->next_custom = (guint) MAX (1, next_custom);

  FOR_EACH_ELEMENT (child, root)
    {
      if (cw_engine_is_envelope_element (child))
        continue;
      if (cw_xml_is (child, "cards"))
        {
          FOR_EACH_ELEMENT (card, child)
            {
              if (!cw_xml_is (card, "card"))
                {
                  cw_xml_set_error (error, CW_ERROR_INVALID, path, card,
                                    _("unexpected <%s> in <cards>"), (const char *) card->name);
                  return FALSE;
                }
              if (!load_card (&loader, card, error))
                return FALSE;
            }
        }
      else if (cw_xml_is (child, "author"))
        {
          if (!load_author (&loader, child, error))
            return FALSE;
        }
      else if (cw_xml_is (child, "folio"))
        {
          if (!load_locations (&loader, child, self->shared_folio, error))
            return FALSE;
        }
      else
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, child,
                            _("unexpected <%s> in <match>"), (const char *) child->name);
          return FALSE;
        }
    }

  if (self->setup->len < CW_MATCH_MIN_AUTHORS)
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, root,
                        _("a match needs %d to %d <author> elements; found %u"),
                        CW_MATCH_MIN_AUTHORS, CW_MATCH_MAX_AUTHORS, self->setup->len);
      return FALSE;
    }
  if (self->first_author_asked >= (int) self->setup->len)
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, root,
                        _("“first-author” names Author %d; the match has %u"),
                        self->first_author_asked, self->setup->len);
      return FALSE;
    }
  return TRUE;
}

gboolean
cw_match_save_to_file (CwMatch    *self,
                       const char *path,
                       GError    **error)
{
  g_return_val_if_fail (CW_IS_MATCH (self), FALSE);
  return cw_engine_save_to_file (CW_ENGINE (self), path, error);
}

CwMatch *
cw_match_new_from_file (CwGame     *game,
                        CwCatalog  *catalog,
                        const char *path,
                        GError    **error)
{
  g_autoptr (CwEngine) engine = NULL;

  g_return_val_if_fail (CW_IS_GAME (game), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  engine = cw_engine_new_from_file (game, catalog, path, error);
  if (engine == NULL)
    return NULL;
  if (!CW_IS_MATCH (engine))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("%s: not a Storyline match (its rules are “%s”)"),
                   path, cw_engine_get_engine_id (engine));
      return NULL;
    }
  return CW_MATCH (g_steal_pointer (&engine));
}
