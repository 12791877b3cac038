# The GoogleTest binaries (pure logic), run by lit so they count in the one summary.
import lit.formats

config.name = "oxide-unit"
config.test_format = lit.formats.GoogleTest(".", "Tests")
config.test_source_root = config.oxide_unit_bin_dir
config.test_exec_root = config.oxide_unit_bin_dir
