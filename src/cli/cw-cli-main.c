/* cw-cli-main.c: cardwright-cli's main(); everything else lives in the cwcli library. */
int cw_cli_main (int argc, char **argv);

int
main (int    argc,
      char **argv)
{
  return cw_cli_main (argc, argv);
}
