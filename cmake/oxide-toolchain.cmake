# oxide-toolchain.cmake: oxide for an existing CUDA project, changing nothing
# but the configure line:
#
#   cmake -S . -B build -DCMAKE_TOOLCHAIN_FILE=<prefix>/share/oxide/oxide-toolchain.cmake
#
# Every .cu the project compiles with nvcc goes through oxide-cuda-launcher:
# files with oxide attributes are checked and rewritten before nvcc sees them,
# the others pass through unchanged. A launcher the project already sets
# (-DCMAKE_CUDA_COMPILER_LAUNCHER=ccache, or set() in its CMakeLists.txt)
# runs after oxide's, so ccache caches the rewritten file. Include <oxide/oxide.cuh> in the kernels that use
# oxide; the launcher adds its include path.
get_filename_component(OXIDE_PREFIX "${CMAKE_CURRENT_LIST_DIR}/../.." ABSOLUTE)
set(_oxide_launcher "${OXIDE_PREFIX}/bin/oxide-cuda-launcher")
if(NOT EXISTS "${_oxide_launcher}")
  message(FATAL_ERROR "oxide-toolchain.cmake: ${_oxide_launcher} is missing; is oxide installed in ${OXIDE_PREFIX}?")
endif()
if(NOT "${CMAKE_CUDA_COMPILER_LAUNCHER}" MATCHES "oxide-cuda-launcher")
  set(_oxide_launchers "${_oxide_launcher}" ${CMAKE_CUDA_COMPILER_LAUNCHER})
  set(CMAKE_CUDA_COMPILER_LAUNCHER "${_oxide_launchers}"
      CACHE STRING "oxide-cuda-launcher first, then the project's own" FORCE)
endif()

include("${CMAKE_CURRENT_LIST_DIR}/OxideLauncherChain.cmake")
# A project's own set(CMAKE_CUDA_COMPILER_LAUNCHER ccache) hides the cache
# entry above from its targets. So at the end of the configure every target
# gets oxide's launcher chained in front of the one it has: never replaced,
# never dropped.
function(_oxide_chain_launchers launcher dir)
  get_property(targets DIRECTORY "${dir}" PROPERTY BUILDSYSTEM_TARGETS)
  foreach(t IN LISTS targets)
    get_target_property(type ${t} TYPE)
    if(type STREQUAL "INTERFACE_LIBRARY" OR type STREQUAL "UTILITY")
      continue()
    endif()
    _oxide_chain_launcher(${t} "${launcher}")
  endforeach()
  get_property(subdirs DIRECTORY "${dir}" PROPERTY SUBDIRECTORIES)
  foreach(sub IN LISTS subdirs)
    _oxide_chain_launchers("${launcher}" "${sub}")
  endforeach()
endfunction()
if(NOT _oxide_chain_deferred AND CMAKE_SOURCE_DIR STREQUAL CMAKE_CURRENT_SOURCE_DIR)
  set(_oxide_chain_deferred TRUE)
  cmake_language(DEFER DIRECTORY "${CMAKE_SOURCE_DIR}"
                 CALL _oxide_chain_launchers "${_oxide_launcher}" "${CMAKE_SOURCE_DIR}")
endif()
