/* cw-cli-package.c: cardwright-cli package and install (a game in one .cwgame file). */
#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-package.h"
#include "cw-cli.h"

int
cw_cli_package (int    argc,
                char **argv)
{
  char *output = NULL;
  char *name = NULL;
  char *release = NULL;
  char *author = NULL;
  char *licence = NULL;
  char *pictures_licence = NULL;
  gboolean with_libraries = FALSE;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The package file to write"), "FILE.cwgame" },
    { "name", 0, 0, G_OPTION_ARG_STRING, &name, N_("The package's name (the game's name otherwise)"), "NAME" },
    { "version", 0, 0, G_OPTION_ARG_STRING, &release, N_("Its release, numbers and dots (1.0 otherwise)"), "VERSION" },
    { "author", 0, 0, G_OPTION_ARG_STRING, &author, N_("Who made it"), "AUTHOR" },
    { "licence", 0, 0, G_OPTION_ARG_STRING, &licence, N_("The licence of the card texts (and of the pictures)"), "LICENCE" },
    { "pictures-licence", 0, 0, G_OPTION_ARG_STRING, &pictures_licence,
      N_("The licence of the pictures, when it is not the texts'"), "LICENCE" },
    { "with-libraries", 0, 0, G_OPTION_ARG_NONE, &with_libraries, N_("Put your Libraries of the game in too"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    cw_cli_option_context_new (N_("GAME -o FILE.cwgame — the game, your sets of it and their pictures in one file"),
                               entries);
  g_autofree char *output_path = NULL;
  g_autofree char *name_option = NULL;
  g_autofree char *release_option = NULL;
  g_autofree char *author_option = NULL;
  g_autofree char *licence_option = NULL;
  g_autofree char *pictures_option = NULL;
  g_autoptr(CwCatalog) catalog = NULL;
  g_autoptr(GError) error = NULL;
  CwPackageOptions options = { 0 };

  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  output_path = output;
  name_option = name;
  release_option = release;
  author_option = author;
  licence_option = licence;
  pictures_option = pictures_licence;
  if (argc != 2 || output_path == NULL)
    return cw_cli_fail (_("usage: %s"), "cardwright-cli package GAME -o FILE.cwgame [--name NAME] [--version VERSION] "
                        "[--author AUTHOR] [--licence LICENCE] [--pictures-licence LICENCE] [--with-libraries]");
  catalog = cw_cli_load_catalog (argv[1], &error);
  if (catalog == NULL)
    return cw_cli_fail ("%s", error->message);
  cw_cli_warn_load_errors (catalog);

  options.name = name_option ? name_option : cw_game_get_name (cw_catalog_get_game (catalog));
  options.release = release_option ? release_option : "1.0";
  options.author = author_option ? author_option : "";
  options.licence_texts = licence_option ? licence_option : "";
  options.licence_pictures = pictures_option ? pictures_option : options.licence_texts;
  options.with_libraries = with_libraries;
  if (!cw_package_write (catalog, &options, output_path, &error))
    return cw_cli_fail ("%s", error->message);
  return CW_CLI_OK;
}

static void
print_text (CwPackage *package,
            gboolean   dry_run,
            gboolean   installed)
{
  const CwPackageInfo *info = cw_package_get_info (package);
  GPtrArray *items = cw_package_get_items (package);
  g_autoptr(GString) out = g_string_new (NULL);
  const char *not_stated = _("not stated");
  guint pictures[5] = { 0 };
  guint n_pictures = 0;

  if (info->author != NULL && *info->author != '\0')
    g_string_append_printf (out, _("Package “%s”, release %s, by %s\n"), info->name, info->release, info->author);
  else
    g_string_append_printf (out, _("Package “%s”, release %s (its author is not stated)\n"), info->name, info->release);
  g_string_append_printf (out, _("For the game “%s” (%s)\n"), cw_package_get_game_name (package), info->game_id);
  g_string_append_printf (out, _("Licence of the card texts: %s\n"),
                          info->licence_texts && *info->licence_texts ? info->licence_texts : not_stated);
  g_string_append_printf (out, _("Licence of the pictures: %s\n"),
                          info->licence_pictures && *info->licence_pictures ? info->licence_pictures : not_stated);
  switch (cw_package_get_standing (package))
    {
    case CW_PACKAGE_NEW:
      g_string_append (out, _("Not installed yet\n"));
      break;
    case CW_PACKAGE_NEWER:
      g_string_append_printf (out, _("Updates release %s, installed now\n"), cw_package_get_installed_release (package));
      break;
    case CW_PACKAGE_SAME:
      g_string_append (out, _("This release is installed already\n"));
      break;
    case CW_PACKAGE_OLDER:
    default:
      g_string_append_printf (out, _("Release %s, later than this one, is installed\n"),
                              cw_package_get_installed_release (package));
      break;
    }
  for (guint i = 0; i < items->len; i++)
    {
      CwPackageItem *item = g_ptr_array_index (items, i);
      g_autofree char *line = NULL;

      /* A set's pictures are counted, not listed one by one, unless something is wrong with one. */
      if (item->item == CW_PACKAGE_ITEM_PICTURE && item->change == CW_PACKAGE_CHANGE_KEEP)
        continue;   /* the game's pictures, kept with its definition (said on the game's line) */
      if (item->item == CW_PACKAGE_ITEM_PICTURE && item->change != CW_PACKAGE_CHANGE_CLASH)
        {
          pictures[item->change]++;
          n_pictures++;
          continue;
        }
      line = cw_package_item_describe (item);
      g_string_append_printf (out, "  %s\n", line);
    }
  if (n_pictures > 0)
    {
      g_string_append_printf (out, "  ");
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u picture", "%u pictures", n_pictures), n_pictures);
      g_string_append_printf (out, _(": %u new, %u updated, %u unchanged\n"),
                              pictures[CW_PACKAGE_CHANGE_ADD], pictures[CW_PACKAGE_CHANGE_UPDATE],
                              pictures[CW_PACKAGE_CHANGE_UNCHANGED]);
    }
  if (dry_run)
    g_string_append (out, _("Nothing was installed (--dry-run).\n"));
  else if (installed)
    g_string_append (out, _("Installed.\n"));
  cw_cli_write (stdout, out->str);
}

static void
print_json (CwPackage  *package,
            gboolean    installed,
            const char *message)
{
  const CwPackageInfo *info = cw_package_get_info (package);
  GPtrArray *items = cw_package_get_items (package);
  g_autoptr(GString) out = g_string_new ("{\"file\": ");

  cw_cli_json_string (out, cw_package_get_path (package));
  g_string_append (out, ", \"id\": ");
  cw_cli_json_string (out, info->id);
  g_string_append (out, ", \"name\": ");
  cw_cli_json_string (out, info->name);
  g_string_append (out, ", \"release\": ");
  cw_cli_json_string (out, info->release);
  g_string_append (out, ", \"author\": ");
  cw_cli_json_string (out, info->author);
  g_string_append (out, ", \"licence_texts\": ");
  cw_cli_json_string (out, info->licence_texts);
  g_string_append (out, ", \"licence_pictures\": ");
  cw_cli_json_string (out, info->licence_pictures);
  g_string_append (out, ", \"game\": ");
  cw_cli_json_string (out, info->game_id);
  g_string_append (out, ", \"game_name\": ");
  cw_cli_json_string (out, cw_package_get_game_name (package));
  g_string_append_printf (out, ", \"standing\": \"%s\", \"installed_release\": ",
                          cw_package_standing_to_string (cw_package_get_standing (package)));
  cw_cli_json_string (out, cw_package_get_installed_release (package));
  g_string_append_printf (out, ", \"installed\": %s, \"message\": ", installed ? "true" : "false");
  cw_cli_json_string (out, message);
  g_string_append (out, ", \"items\": [");
  for (guint i = 0; i < items->len; i++)
    {
      CwPackageItem *item = g_ptr_array_index (items, i);

      g_string_append_printf (out, "%s{\"kind\": \"%s\", \"change\": \"%s\", \"path\": ", i > 0 ? ", " : "",
                              cw_package_item_kind_to_string (item->item), cw_package_change_to_string (item->change));
      cw_cli_json_string (out, item->path);
      g_string_append (out, ", \"id\": ");
      cw_cli_json_string (out, item->id);
      g_string_append (out, ", \"name\": ");
      cw_cli_json_string (out, item->name);
      g_string_append_printf (out, ", \"cards\": %u, \"pictures\": %u, \"new_id\": ", item->n_cards, item->n_pictures);
      cw_cli_json_string (out, item->new_id);
      g_string_append (out, ", \"clashes_with\": ");
      cw_cli_json_string (out, item->clashes_with);
      g_string_append_c (out, '}');
    }
  g_string_append (out, "]}\n");
  fputs (out->str, stdout);
}

int
cw_cli_install (int    argc,
                char **argv)
{
  gboolean dry_run = FALSE;
  gboolean rename_clashing = FALSE;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "dry-run", 0, 0, G_OPTION_ARG_NONE, &dry_run, N_("Only say what is inside and what would change"), NULL },
    { "rename-clashing", 0, 0, G_OPTION_ARG_NONE, &rename_clashing,
      N_("Install a set whose id another set uses under a new id"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print what is inside as JSON"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    cw_cli_option_context_new (N_("FILE.cwgame — install a game package: the game, its sets and pictures"), entries);
  g_autoptr(CwPackage) package = NULL;
  g_autoptr(GError) error = NULL;
  gboolean installed;

  g_option_context_set_description (context,
    N_("Every entry is checked before anything is written; a broken or hostile package changes nothing.\n"
       "Exit status: 0 installed (or, with --dry-run, read); 1 not installed: this release or a later one is\n"
       "installed, or a set id clashes (see --rename-clashing); 2 a bad package or bad usage."));
  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  if (argc != 2)
    return cw_cli_fail (_("usage: %s"), "cardwright-cli install FILE.cwgame [--dry-run] [--rename-clashing] [--json]");

  package = cw_package_open (argv[1], &error);
  if (package == NULL)
    return cw_cli_fail ("%s", error->message);
  if (dry_run)
    {
      if (json)
        print_json (package, FALSE, NULL);
      else
        print_text (package, TRUE, FALSE);
      return CW_CLI_OK;
    }
  installed = cw_package_install (package, rename_clashing, &error);
  if (json)
    print_json (package, installed, error ? error->message : NULL);
  else
    print_text (package, FALSE, installed);
  if (!installed)
    {
      /* Refusals that are an answer (already installed, a clash) are "no"; the rest is an error. */
      gboolean answer = g_error_matches (error, CW_ERROR, CW_ERROR_INVALID);

      if (rename_clashing == FALSE && cw_package_get_n_clashes (package) > 0 && answer)
        cw_cli_fail (_("%s (run again with --rename-clashing to do so)"), error->message);
      else
        cw_cli_fail ("%s", error->message);
      return answer ? CW_CLI_NO : CW_CLI_BAD_INPUT;
    }
  return CW_CLI_OK;
}
